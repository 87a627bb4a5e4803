import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { BuilderSelection } from '#src/domain/plan/plan-builder.ts';
import type { StoreProducts } from '#src/features/products/use-store-products.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { continueToReview } from './continue-to-review.ts';

/** Single-flight: one click is one plan query and one navigation. */
export function useContinueToReview(
  selection: BuilderSelection,
  products: StoreProducts,
  message: (text: string) => void,
) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flight = useSingleFlight();
  const start = () => continueToReview({ selection, products, message, queryClient, navigate });
  return { busy: flight.busy, start: () => void flight.run(start) };
}
