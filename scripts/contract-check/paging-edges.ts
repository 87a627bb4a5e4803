/**
 * The order history's edges as openapi.yaml says them (queryOrders): without paging fields a page
 * holds the schema's default of orders, a page of the schema's maximum holds that many, and a
 * page past the last is empty with the same total. (A size of 0 or above the maximum is a
 * request off the contract: bad-request-probes.ts.)
 */
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import type { Call } from './ownership.ts';
import { fail, page } from './order-paging.ts';
import { bodyField } from './request-schema.ts';

function bound(field: string, key: 'default' | 'maximum'): number | null {
  const value = bodyField('queryOrders', field)?.[key];
  return typeof value === 'number' ? value : null;
}

interface Edge {
  query: { pageNum?: number; pageSize?: number };
  note: string;
  want: { pageNum: number; pageSize: number; list: number };
}

function edges(total: number): Edge[] {
  const [size, num, max] = [
    bound('pageSize', 'default'),
    bound('pageNum', 'default'),
    bound('pageSize', 'maximum'),
  ];
  const found: Edge[] = [];
  if (size !== null && num !== null) {
    const want = { pageNum: num, pageSize: size, list: Math.min(total, size) };
    found.push({
      query: {},
      note: `no pageNum or pageSize: their defaults, ${num} and ${size}`,
      want,
    });
  }
  if (max !== null) {
    found.push({
      query: { pageNum: 1, pageSize: max },
      note: `pageSize ${max}, its maximum`,
      want: { pageNum: 1, pageSize: max, list: Math.min(total, max) },
    });
    const past = Math.ceil(total / max) + 1;
    found.push({
      query: { pageNum: past, pageSize: max },
      note: `page ${past}, past the last`,
      want: { pageNum: past, pageSize: max, list: 0 },
    });
  }
  return found;
}

export async function pagingEdges(
  call: Call,
  context: SampleContext,
  total: number,
): Promise<void> {
  if (total < 1) return;
  for (const edge of edges(total)) {
    const got = await page(call, { ...context }, edge.query, edge.note, 'edge');
    if (got.data === null) continue;
    const checks: [string, unknown, unknown][] = [
      ['/data/pageNum', got.data.pageNum, edge.want.pageNum],
      ['/data/pageSize', got.data.pageSize, edge.want.pageSize],
      ['/data/total', got.data.total, total],
      ['/data/list', got.list.length, edge.want.list],
    ];
    for (const [path, actual, want] of checks) {
      if (actual === want) continue;
      fail(got.result, {
        rule: 'paging-edges',
        path,
        expected: `${String(want)}${path === '/data/list' ? ' orders' : ''} (${edge.note})`,
        actual: `${JSON.stringify(actual)}${path === '/data/list' ? ' orders' : ''}`,
      });
    }
  }
}
