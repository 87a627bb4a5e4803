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

// The attempt's code (the checks, the calls, the hand-off) is fetched when the page is first
// idle, or at the first click: the page's first paint does not need it.
const loadCheckoutAttempt = loadOnce(() => import('./checkout-attempt.ts'));

/**
 * Create-mode checkout, spec section 4, steps 1–5 (checkout-attempt.ts), single-flight: one click
 * is one checkout however fast the clicks or Enter presses come (the shared synchronous guard).
 * Failures show the server's msg (the API client's toast) or a message of ours when there was
 * none, unlock the form and keep everything typed. Code 5052 reloads the page after 2 s, once per
 * attempt: the form stays locked until then, so a second attempt cannot queue a second reload.
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
  // Leaving the page cancels the attempt in flight (its calls, and the payment page after them).
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
      // Its code could not be downloaded (offline, a deploy replaced it): nothing was sent, and
      // the next click tries the download again.
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
