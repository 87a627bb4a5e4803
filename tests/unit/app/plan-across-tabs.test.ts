import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { sharePlanAcrossTabs } from '#src/app/plan-across-tabs.ts';

// Two tabs of one browser, each with its own cache, as two query clients in one page: a plan one
// reads that the other does not have makes the other read it again, once.

const PLAN: Plan = {
  planId: 880001,
  status: 1,
  addressId: 9101,
  customerId: 7001,
  orderItemList: [],
  nextPayDt: '2026-12-01T09:00:00Z',
  version: '1',
};

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A tab: its cache, told of the others, and how often it asked for the plan. */
function tab(answer: () => Plan | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ask = vi.fn(async () => answer());
  stops.push(sharePlanAcrossTabs(client));
  // The page's plan query, observed as the account page observes it.
  const unsubscribe = new QueryObserver(client, {
    queryKey: queryKeys.plan(),
    queryFn: ask,
  }).subscribe(() => undefined);
  stops.push(unsubscribe);
  return { client, ask };
}

/** What the tabs tell each other, as a third listener hears it. */
function listen(): string[] {
  const heard: string[] = [];
  const channel = new BroadcastChannel('autoship-plan');
  channel.onmessage = (event: MessageEvent<{ revision: string }>) => {
    heard.push(event.data.revision);
  };
  stops.push(() => channel.close());
  return heard;
}

/** One turn of the event loop: a message already sent to every listener has been handled. */
const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

async function loaded(...tabs: { client: QueryClient }[]): Promise<void> {
  for (const { client } of tabs) {
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.plan())).not.toBeUndefined());
  }
  await vi.waitFor(() => expect(tabs.every(({ client }) => client.isFetching() === 0)).toBe(true));
}

describe('the plan across tabs', () => {
  it('a write in one tab makes the other read the plan again, once, and nothing echoes back', async () => {
    let stored: Plan = PLAN;
    const heard = listen();
    const a = tab(() => stored);
    const b = tab(() => stored);
    await loaded(a, b);
    await aTurn();
    const [asksA, asksB] = [a.ask.mock.calls.length, b.ask.mock.calls.length];

    // Tab A saves: its plan becomes version 2.
    stored = { ...PLAN, version: '2' };
    a.client.setQueryData(queryKeys.plan(), stored);

    await vi.waitFor(() => expect(b.client.getQueryData(queryKeys.plan())).toEqual(stored));
    expect(b.ask.mock.calls.length).toBe(asksB + 1);
    // B tells of the plan A has (A's own and B's read): A is not asked to read again.
    await vi.waitFor(() =>
      expect(heard.filter((revision) => revision.endsWith('v2'))).toHaveLength(2),
    );
    await aTurn();
    expect(a.ask.mock.calls.length).toBe(asksA);
    expect(a.client.isFetching()).toBe(0);
  });

  it('a plan deleted in one tab is read as gone in the other', async () => {
    let stored: Plan | null = PLAN;
    const a = tab(() => stored);
    const b = tab(() => stored);
    await loaded(a, b);
    stored = null;
    a.client.setQueryData(queryKeys.plan(), null);
    await vi.waitFor(() => expect(b.client.getQueryData(queryKeys.plan())).toBeNull());
  });

  it('stops when the app leaves the page: nothing more is read', async () => {
    const heard = listen();
    const a = tab(() => PLAN);
    const b = tab(() => PLAN);
    await loaded(a, b);
    await aTurn();
    // B leaves: its channel closes (the listener stays).
    const [stopB] = stops.splice(stops.length - 2, 1);
    stopB?.();
    const asks = b.ask.mock.calls.length;
    a.client.setQueryData(queryKeys.plan(), { ...PLAN, version: '9' });
    await vi.waitFor(() => expect(heard).toContain('880001 v9'));
    await aTurn();
    expect(b.ask.mock.calls.length).toBe(asks);
  });
});
