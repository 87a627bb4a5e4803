/**
 * When MSW's worker client may download and start: once the first screen shows what its calls
 * answered, so that they compete with none of it. On a page whose host made the early plan call
 * (spec section 7), that is once its answer has come and the content the shopper waits for is
 * painted (its Element Timing mark, src/domain/content-marks.ts, drawn after the skeleton's
 * 500 ms: spec section 9); elsewhere, at once.
 */
import type { EarlyPlanCall } from '#src/api/early-call/early-plan-call.ts';
import { CONTENT_MARKS } from '#src/domain/content-marks.ts';
import { untilPerformanceEntry } from './performance-entry.ts';

/** A plan that is refused paints no mark; a browser without Element Timing reports none. */
const SHOWN_WAIT_MS = 1000;

const MARKS: readonly string[] = Object.values(CONTENT_MARKS);

function contentPainted(): Promise<void> {
  return untilPerformanceEntry(
    'element',
    (entry) =>
      MARKS.includes((entry as PerformanceEntry & { identifier?: string }).identifier ?? ''),
    SHOWN_WAIT_MS,
  );
}

/** `earlyCall`: the host page's, read before the app adopts it (and takes it off the window). */
export async function firstScreenShown(earlyCall: EarlyPlanCall | undefined): Promise<void> {
  const early = await earlyCall?.sent;
  if (!early) return;
  await early.answer.catch(() => undefined);
  await contentPainted();
}
