import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { failureMessage } from '#src/api/failure-message.ts';
import type { BuilderSelection } from '#src/domain/plan/plan-builder.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import type { StoreProducts } from '#src/features/products/use-store-products.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';

// Loaded at idle or on the first click: first paint does not need it.
const loadContinue = loadOnce(() => import('./continue-to-review.ts'));

/** Single-flight: one click is one plan query and one navigation. */
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
      // Not downloaded: the next click retries.
      message(failureMessage('failure.what.continueToReview', error));
      return;
    }
    await continueToReview({ selection, products, message, queryClient, navigate });
  }

  return { busy: flight.busy, start: () => void flight.run(start) };
}
