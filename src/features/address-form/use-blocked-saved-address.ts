import { useEffect, useRef, useState } from 'react';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { TOAST_DURATION_LONG_MS } from '#src/domain/business-constants.ts';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * Spec section 5: a saved address with '&' or '%' is refused with the on-page error for 5 s and
 * the toast 'address is invalid!'. `blocked` is whether the on-page error shows; `block` shows
 * both again (a second refusal restarts the 5 s).
 */
export function useBlockedSavedAddress() {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function block() {
    setBlocked(true);
    showToast(t('catalogue.addressInvalid'), { durationMs: TOAST_DURATION_LONG_MS });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setBlocked(false);
    }, TOAST_DURATION_LONG_MS);
  }

  return { blocked, block };
}
