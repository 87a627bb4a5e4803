import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import { ToastViewport } from '#src/components/ui/toast/toast-viewport.tsx';
import { clearToasts } from '#src/components/ui/toast/toast-store.ts';
import { toAsPlanData, toAsProductData } from '#src/domain/plan/plan-cache.ts';
import { toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { mockStore } from '#mocks/store.ts';
import { paymentNavigation } from '#src/pages/payment/payment-navigation.ts';
import { PaymentPage } from '#src/pages/payment/payment-page.tsx';
import { reviewNavigation } from '#src/pages/review/review-navigation.ts';
import { ReviewPage } from '#src/pages/review/review-page.tsx';
import { memoryRoutes, type TestLocation } from '#tests/support/memory-routes.tsx';

/**
 * Stand-ins for the pages the review page sends the shopper to, showing where it went: the query
 * as the app's pages read it (decision 009: never wouter's `useSearch`).
 */
function Stand({ name }: { name: string }) {
  const search = useSearchParams().toString();
  return (
    <h1>
      {name} {search ? `?${search}` : ''}
    </h1>
  );
}

export interface RenderedReviewPage {
  location: TestLocation;
  queryClient: QueryClient;
  /** Where the API client sent the shopper for login (401/403), in order. */
  loginRedirects: string[];
  /** Payment URLs the browser was sent to (through the payment hand-off page). */
  payments: string[];
  /** How many times the page reloaded itself (code 5052). */
  reloads: () => number;
}

/** The review page as the app mounts it, with every way of leaving the page observed. */
export function renderReviewPage(path: string = APP_PATHS.review): RenderedReviewPage {
  clearToasts();
  window.history.replaceState(null, '', path);
  const loginRedirects: string[] = [];
  const payments: string[] = [];
  let reloads = 0;
  vi.spyOn(loginNavigation, 'navigate').mockImplementation((url: string) => {
    loginRedirects.push(url);
  });
  // The unit tests run on the MSW mock backend: mock mode, whose hosted-payment stand-in the
  // payment hand-off follows.
  vi.stubEnv('VITE_API_MOCKING', 'msw');
  vi.spyOn(paymentNavigation, 'go').mockImplementation((url: string) => {
    payments.push(url);
  });
  vi.spyOn(reviewNavigation, 'reload').mockImplementation(() => {
    reloads += 1;
  });
  const { location, element } = memoryRoutes(path, [
    { path: APP_PATHS.review, element: <ReviewPage /> },
    { path: APP_PATHS.payment, element: <PaymentPage /> },
    { path: APP_PATHS.manage, element: <Stand name="Account page" /> },
    { path: APP_PATHS.buildPlan, element: <Stand name="Build plan page" /> },
  ]);
  const queryClient = createQueryClient({ deterministic: true });
  render(
    <QueryClientProvider client={queryClient}>
      {element}
      <ToastViewport />
    </QueryClientProvider>,
  );
  return { location, queryClient, loginRedirects, payments, reloads: () => reloads };
}

/** Waits past the loading placeholder (the 500 ms skeleton and the plan query). */
export async function waitForReview(timeout = 4000): Promise<void> {
  await waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull(), { timeout });
}

/** Writes both cache keys as the builder and change plan do, from a server-shaped plan. */
export function cachePlan(plan: Plan): void {
  const display = toPlanDisplayData(plan);
  localStorage.setItem(STORAGE_KEYS.planData, JSON.stringify(toAsPlanData(display)));
  localStorage.setItem(STORAGE_KEYS.productData, JSON.stringify(toAsProductData(display)));
}

/** The mock backend's plan now; fails the test when there is none. */
export function storedPlan(): Plan & NonNullable<ReturnType<typeof mockStore.queryPlan>> {
  const plan = mockStore.queryPlan();
  if (!plan) throw new Error('the mock backend holds no plan');
  return plan;
}

/** A cache key's JSON; fails the test when the key is absent. */
export function cachedJson(key: string): Record<string, unknown> {
  const text = localStorage.getItem(key);
  if (text === null) throw new Error(`nothing cached under ${key}`);
  return JSON.parse(text) as Record<string, unknown>;
}
