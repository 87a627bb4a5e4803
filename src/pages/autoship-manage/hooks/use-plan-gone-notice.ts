import { useEffect, useRef } from 'react';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * A plan the page showed that is no longer there (deleted in another tab, whose write this tab
 * learnt of, or on another device, found by a refused write) takes with it what was open on it
 * (the item editor, the address panel): the shopper is told once why. Not after this page's own
 * delete: the function answered marks that one.
 */
export function usePlanGoneNotice(planId: number): () => void {
  const shown = useRef(0);
  const deletedHere = useRef(false);
  useEffect(() => {
    if (planId > 0) {
      shown.current = planId;
      return;
    }
    if (shown.current > 0 && !deletedHere.current) showToast(t('failure.cause.planGone'));
    shown.current = 0;
    deletedHere.current = false;
  }, [planId]);
  return () => {
    deletedHere.current = true;
  };
}
