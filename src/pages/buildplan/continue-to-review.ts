/** Spec sections 2, 4 and 6; loaded at idle or on the first click, not with the page. */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#src/api/api-error.ts';
import { failureMessage } from '#src/api/failure-message.ts';
import { autoShipPlanQueryOptions } from '#src/api/operations/query-auto-ship-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { forgetRemovedItems } from '#src/domain/plan/out-of-stock-items.ts';
import {
  continueWith,
  reviewPathAfterBuild,
  type BuilderSelection,
} from '#src/domain/plan/plan-builder.ts';
import { hasPlan } from '#src/domain/plan/plan-status.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { TOAST_DURATION_LONG_MS } from '#src/domain/business-constants.ts';
import {
  isKeptInTabOnly,
  removeKey,
  setJson,
  STORAGE_KEYS,
} from '#src/domain/storage/local-storage.ts';
import type { StoreProducts } from '#src/features/products/use-store-products.ts';
import { continueProblemMessage } from './builder-messages.ts';
import { t } from '#src/domain/i18n/translate.ts';

export interface ContinueInput {
  selection: BuilderSelection;
  products: StoreProducts;
  message: (text: string) => void;
  queryClient: QueryClient;
  navigate: (path: string) => void;
}

export async function continueToReview({
  selection,
  products,
  message,
  queryClient,
  navigate,
}: ContinueInput): Promise<void> {
  if (products.isLoading) {
    message(t('builder.stillLoading'));
    return;
  }
  const outcome = continueWith(selection, products.pods, products.gifts);
  if (!outcome.ok) {
    message(continueProblemMessage(outcome.problem));
    return;
  }
  // A visitor builds first and signs in at checkout (spec sections 1, 6): the plan query would
  // answer 401. Marked as a guest's plan, so the review page asks before an account's replaces it.
  const guest = !getStoreContext().isLoggedIn;
  let planExists = false;
  if (!guest) {
    try {
      const plan = await queryClient.fetchQuery({
        ...autoShipPlanQueryOptions(),
        staleTime: 30_000,
      });
      planExists = hasPlan(plan);
    } catch (error) {
      // 401/403: the API client is already on its way to login.
      if (!(isApiError(error) && error.kind === 'unauthorized')) {
        message(failureMessage('failure.what.checkPlan', error));
      }
      return;
    }
  }
  // Each key, whatever the one before did: the review page reads the two together.
  setJson(STORAGE_KEYS.planData, outcome.cache.asPlanData);
  setJson(STORAGE_KEYS.productData, outcome.cache.asProductData);
  if (guest) setJson(STORAGE_KEYS.guestPlan, true);
  else removeKey(STORAGE_KEYS.guestPlan);
  // Storage full or refused: the plan goes on in this tab (local-storage.ts), said now and on the
  // review page.
  if (isKeptInTabOnly(STORAGE_KEYS.planData) || isKeptInTabOnly(STORAGE_KEYS.productData)) {
    showToast(t('builder.keptInTab'), { durationMs: TOAST_DURATION_LONG_MS });
  }
  forgetRemovedItems();
  navigate(reviewPathAfterBuild(APP_PATHS.review, planExists));
}
