import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { failureMessage } from '#src/api/failure-message.ts';
import type { BuilderSelection } from '#src/domain/plan/plan-builder.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import type { StoreProducts } from '#src/features/products/use-store-products.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';

// What Continue does (continue-to-review.ts) is fetched when the page is first idle, or at the
// first click: the page's first paint does not need it.
const loadContinue = loadOnce(() => import('./continue-to-review.ts'));

/**
 * 'Continue to review' (spec sections 2, 4 and 6; continue-to-review.ts). Single-flight: one
 * click is one plan query and one navigation; `message` is told what stopped it, in the shopper's
 * words.
 */
export function useContinueToReview(
  selection: BuilderSelection,
  products: StoreProducts,
  message: (text: string) => void,
) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flight = useSingleFlight();
  usePreloadWhenIdle(loadContinue);

  async function start(): Promise<void> {
    let continueToReview;
    try {
      ({ continueToReview } = await loadContinue());
    } catch (error) {
      // Its code could not be downloaded (offline, a deploy replaced it): the next click tries
      // again.
      message(failureMessage('failure.what.continueToReview', error));
      return;
    }
    await continueToReview({ selection, products, message, queryClient, navigate });
  }

  return { busy: flight.busy, start: () => void flight.run(start) };
}
