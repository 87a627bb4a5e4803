import { useEffect, useRef } from 'react';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * A plan the page showed that is no longer there (deleted in another tab, whose write this tab
 * learnt of, or on another device, found by a refused write) takes with it what was open on it
 * (the item editor, the address panel): the shopper is told once why. Not while this page's own
 * delete runs (`deleting`): that one is said by its flow.
 */
export function usePlanGoneNotice(planId: number, deleting: boolean): void {
  const shown = useRef(0);
  const deletedHere = useRef(false);
  useEffect(() => {
    if (deleting) deletedHere.current = true;
    if (planId > 0) {
      shown.current = planId;
      // The page's delete ended with the plan still there: a later loss is not its own.
      if (!deleting) deletedHere.current = false;
      return;
    }
    if (shown.current > 0 && !deletedHere.current) showToast(t('failure.cause.planGone'));
    shown.current = 0;
    deletedHere.current = false;
  }, [planId, deleting]);
}
