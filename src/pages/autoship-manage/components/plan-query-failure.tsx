import type { ApiError } from '#src/api/api-error.ts';
import { ForbiddenNotice } from './forbidden-notice.tsx';
import { PlanLoadError } from './plan-load-error.tsx';
import { SigningInNotice } from './signing-in-notice.tsx';

export interface PlanQueryFailureProps {
  error: ApiError;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * The plan query failed and there is no plan to show (spec section 8): 401/403 are on their way
 * to the sign-in page, a second 403 is an account that may not use autoship here, anything else
 * is said with a retry.
 */
export function PlanQueryFailure({ error, onRetry, retrying }: PlanQueryFailureProps) {
  if (error.kind === 'unauthorized') return <SigningInNotice />;
  if (error.kind === 'forbidden') return <ForbiddenNotice />;
  return <PlanLoadError error={error} onRetry={onRetry} retrying={retrying} />;
}
