/**
 * Ship now records an order (openapi.yaml: the next delivery is ordered and paid today): the
 * order history read before and after it must show one order more, the newest paid today.
 */
import type { Finding } from './read-back.ts';
import { isObject } from './json-object.ts';

const DAY_MS = 86_400_000;

function orderNos(page: Record<string, unknown>): unknown[] {
  return Array.isArray(page.list) ? page.list.filter(isObject).map((order) => order.orderNo) : [];
}

export function orderRecordedFindings(before: unknown, after: unknown, now: number): Finding[] {
  if (!isObject(before) || !isObject(after) || typeof before.total !== 'number') return [];
  const findings: Finding[] = [];
  if (after.total !== before.total + 1) {
    findings.push({
      rule: 'ship-now-order',
      path: 'queryOrders /data/total',
      expected: `${before.total + 1} (openapi.yaml: shipNow orders the next delivery today: one order more than ${before.total})`,
      actual: JSON.stringify(after.total) ?? '(missing)',
    });
  }
  const newest = Array.isArray(after.list) && isObject(after.list[0]) ? after.list[0] : null;
  const paidAt = typeof newest?.paidAt === 'string' ? Date.parse(newest.paidAt) : Number.NaN;
  if (
    newest === null ||
    orderNos(before).includes(newest.orderNo) ||
    !(Math.abs(paidAt - now) <= DAY_MS)
  ) {
    findings.push({
      rule: 'ship-now-order',
      path: 'queryOrders /data/list/0',
      expected: `a new order paid today, newest first (openapi.yaml: shipNow; the history shows it)`,
      actual:
        newest === null
          ? '(no order)'
          : `order ${JSON.stringify(newest.orderNo)} paid ${String(newest.paidAt)}`,
    });
  }
  return findings;
}
