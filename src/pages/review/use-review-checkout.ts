import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { failureMessage } from '#src/api/failure-message.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { REVIEW_RELOAD_MS } from '#src/domain/business-constants.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { CHECKOUT_FAILED_WHAT, type CheckoutPhase } from './checkout-phase.ts';
import type { ReviewCheckoutInput } from './checkout-steps.ts';
import { reviewNavigation } from './review-navigation.ts';

// Loaded at idle or on the first click: first paint does not need it.
const loadCheckoutAttempt = loadOnce(() => import('./checkout-attempt.ts'));

/**
 * Spec section 4, single-flight: one click is one checkout. Failures unlock the form and keep
 * everything typed; 5052's reload keeps it locked, so no second reload can queue.
 */
export function useReviewCheckout(input: ReviewCheckoutInput) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flight = useSingleFlight();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  usePreloadWhenIdle(loadCheckoutAttempt);
  const left = useRef<AbortController>(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    left.current = controller;
    return () => {
      controller.abort();
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    };
  }, []);

  async function attempt(): Promise<void> {
    let runCheckout;
    try {
      ({ runCheckout } = await loadCheckoutAttempt());
    } catch (error) {
      // Nothing was sent; the next click retries the download.
      showToast(failureMessage(CHECKOUT_FAILED_WHAT, error));
      return;
    }
    await runCheckout(latest, {
      queryClient,
      navigate,
      setPhase,
      left: left.current.signal,
      scheduleReload() {
        reloadTimer.current ??= setTimeout(() => reviewNavigation.reload(), REVIEW_RELOAD_MS);
      },
    });
  }

  function start(): void {
    if (phase === 'reloading' || phase === 'redirecting') return;
    void flight.run(attempt);
  }

  return { start, phase, busy: flight.busy || phase !== 'idle' };
}
