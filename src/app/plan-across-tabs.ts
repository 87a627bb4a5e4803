/**
 * The tabs of one browser keep to one plan: each tab tells the others which plan it has read
 * whenever that changes (its own write, or a re-read), and a tab told of another than its own
 * reads the plan again, so a write in one tab shows in the others within a moment, and a save
 * from an older plan is refused before it is sent (src/features/plan/plan-write.ts).
 *
 * By hand: TanStack's broadcast plugin (experimental) shares every query's data and brings a
 * channel package of its own; the plan alone, re-read from the backend, is a BroadcastChannel.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { planRevision } from '#src/domain/plan/plan-revision.ts';

const CHANNEL_NAME = 'autoship-plan';

interface PlanReadMessage {
  revision: string;
}

function isPlanReadMessage(value: unknown): value is PlanReadMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { revision?: unknown }).revision === 'string'
  );
}

const planKey = queryKeys.plan();

/** Starts sharing; the function it answers stops it (the app left the page). */
export function sharePlanAcrossTabs(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const ownRevision = () => planRevision(queryClient.getQueryData<Plan | null>(planKey));
  let told = queryClient.getQueryData(planKey) === undefined ? null : ownRevision();

  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = event.query.queryKey;
    if (key.length !== planKey.length || !planKey.every((part, i) => key[i] === part)) return;
    const revision = ownRevision();
    if (revision === told) return;
    told = revision;
    channel.postMessage({ revision } satisfies PlanReadMessage);
  });

  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isPlanReadMessage(event.data)) return;
    // A tab that has not read the plan yet is reading it now, or will when a page asks.
    if (queryClient.getQueryData(planKey) === undefined) return;
    if (event.data.revision === ownRevision()) return;
    void queryClient.invalidateQueries({ queryKey: planKey });
  };

  return () => {
    stopWatching();
    channel.close();
  };
}
