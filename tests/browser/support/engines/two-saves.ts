import { expect } from 'vitest';
import { en } from '#src/domain/i18n/en.ts';
import type { ProductionServers } from './builds.ts';
import { press, waitFor, waitForGone, waitForText, type EnginePage } from './engine-page.ts';

const EDITOR = { role: 'heading', name: 'Change your items' } as const;

/**
 * Two tabs or devices on the account page save items one after the other: `b`, opened first,
 * is told the plan changed, sees `a`'s item, and its next Save keeps both (decision 064).
 */
export async function twoItemSaves(
  a: EnginePage,
  b: EnginePage,
  servers: ProductionServers,
): Promise<void> {
  await press(b, { role: 'button', name: 'Change items' });
  await waitFor(b, EDITOR);
  await press(b, { role: 'button', name: 'One more Classic Tobacco, 2 pods' });

  await press(a, { role: 'button', name: 'Change items' });
  await waitFor(a, EDITOR);
  await a.select({ label: 'Add an item' }, 'Berry Breeze Pods — 2 pods');
  await press(a, { role: 'button', name: 'Add' });
  await press(a, { role: 'button', name: 'Save items' });
  await waitForGone(a, EDITOR);

  await press(b, { role: 'button', name: 'Save items' });
  await waitForText(b, en['itemsEdit.changedElsewhere']);
  expect(await b.bodyText()).toContain('Berry Breeze Pods, 2 pods — Qty 1');
  await press(b, { role: 'button', name: 'Save items' });
  await waitForGone(b, EDITOR);

  const lines = (servers.backend.store.queryPlan()?.orderItemList ?? []).map(
    (item) => `${item.variantId}×${item.variantNum}`,
  );
  expect(lines).toEqual(expect.arrayContaining(['4100001×3', '4100009×1']));
  expect([...(await a.problems()), ...(await b.problems())]).toEqual([]);
}
