import { markNavigationStart } from '#src/domain/scheduling/navigation-clock.ts';

/** So 'back' knows whether it stays in the app. */
const IN_APP_ENTRY = 'autoshipInApp';

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * wouter's `aroundNav`: starts the skeleton's clock (spec section 9) and tags the entry as ours.
 * Only `replace` and `state` are passed on: a `<Link>` hands over all its props.
 */
export function inAppNavigation(navigate: Navigate, to: string, options?: NavigateOptions): void {
  markNavigationStart();
  navigate(to, {
    replace: options?.replace ?? false,
    state: options?.state ?? { [IN_APP_ENTRY]: true },
  });
}

/** If not, the visit started here and going back would leave the app. */
export function entryIsInApp(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && IN_APP_ENTRY in state;
}
