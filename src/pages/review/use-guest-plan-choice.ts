import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { APP_PATHS } from '#src/app/paths.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { hasPlan, reviewMode } from '#src/domain/plan/plan-status.ts';
import { getJson, removeKey, STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { clearCachedPlan, REVIEW_EDIT_TYPE, type CachedPlan } from './review-items.ts';

export type GuestPlanDecision = 'built' | 'account';

/**
 * After sign-in at checkout (spec sections 1, 6) the shopper chooses between the plan built as a
 * visitor and the account's; never swapped silently. A failed plan query is not "no plan".
 */
export function useGuestPlanChoice(input: {
  isLoggedIn: boolean;
  /** Answered, with a plan or none. */
  planKnown: boolean;
  reviewEdit: boolean;
  plan: Plan | null;
  cached: CachedPlan | null;
}) {
  const { isLoggedIn, planKnown, reviewEdit, plan, cached } = input;
  const [, navigate] = useLocation();
  const [marked, setMarked] = useState(() => getJson(STORAGE_KEYS.guestPlan) === true);
  const account = hasPlan(plan) ? toPlanDisplayData(plan) : null;
  const conflict =
    account !== null && Object.keys(account.pods).length > 0 && cached !== null && !reviewEdit;
  const signedIn = marked && isLoggedIn;
  const nothingToChoose = signedIn && (reviewEdit || cached === null || (planKnown && !conflict));

  // Adjusted while rendering (React's pattern for state following props).
  if (nothingToChoose && marked) setMarked(false);
  useEffect(() => {
    if (!marked) removeKey(STORAGE_KEYS.guestPlan);
  }, [marked]);

  const open =
    signedIn && planKnown && conflict && account && cached
      ? { built: cached.display, account, accountMode: reviewMode(plan) }
      : null;

  function choose(decision: GuestPlanDecision) {
    const accountMode = open?.accountMode;
    // Now: the choice may leave the page before an effect runs.
    removeKey(STORAGE_KEYS.guestPlan);
    setMarked(false);
    if (decision === 'built') {
      navigate(`${APP_PATHS.review}?type=${REVIEW_EDIT_TYPE}`, { replace: true });
      return;
    }
    clearCachedPlan();
    // An active or paused plan is managed on the account page.
    if (accountMode === 'edit') navigate(APP_PATHS.manage);
  }

  return { open, choose };
}
