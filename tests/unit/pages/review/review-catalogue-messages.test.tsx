import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { en } from '#src/domain/i18n/en.ts';
import { STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { startRequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { cachePlan, renderReviewPage, storedPlan } from './support/render-review-page.tsx';

const toastMessages = () => getToasts().map((toast) => toast.message);

afterEach(() => localStorage.clear());

describe(
  'cached items the builder could not have made (spec section 8, missing cached data)',
  { timeout: 20_000 },
  () => {
    it('a cached quantity of 0 is refused on read: the local-cache message, both keys cleared, nothing sent', async () => {
      setScenario('draft');
      cachePlan(storedPlan());
      setScenario('no-plan');
      const text = localStorage.getItem(STORAGE_KEYS.productData) ?? '{}';
      const productData = JSON.parse(text) as { productData: { num: number }[] };
      for (const item of productData.productData) item.num = 0;
      localStorage.setItem(STORAGE_KEYS.productData, JSON.stringify(productData));
      const requests = startRequestLog(server);
      try {
        renderReviewPage();
        await waitFor(() => expect(toastMessages()).toContain(en['catalogue.localCacheInvalid']));
        expect(toastMessages()).not.toContain(en['catalogue.createPropsInvalid']);
        expect(localStorage.getItem(STORAGE_KEYS.productData)).toBeNull();
        expect(localStorage.getItem(STORAGE_KEYS.planData)).toBeNull();
        expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
        expect(requests.count('toCheckoutCar')).toBe(0);
        expect(requests.count('checkout')).toBe(0);
      } finally {
        requests.stop();
      }
    });
  },
);
