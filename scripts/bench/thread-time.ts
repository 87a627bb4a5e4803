/**
 * A Lighthouse trace with each main-thread event's thread time (`tdur`, the CPU time its thread
 * spent in it) in place of its wall time (`dur`). On the bench's 2-core machine the page's
 * renderer shares the cores with Lighthouse, Chromium's other processes and the bench's servers:
 * a task of 8–16 ms of the page's own work measured 28–52 ms of wall time when it was
 * descheduled, and Lighthouse's model multiplies a task's wall time by 4 (a phone's CPU), so a
 * task near its 50 ms line counted as blocking or not by where the machine's other work fell
 * (decision 080). No library rewrites a trace's durations; the rewrite is this one loop.
 */
interface TraceEvent {
  ph?: string;
  dur?: number;
  tdur?: number;
}

/** A trace file as Lighthouse saves it: a bare list of events or an object holding them. */
export type Trace = TraceEvent[] | { traceEvents: TraceEvent[] };

export function onThreadTime<T extends Trace>(trace: T): T {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  for (const event of events) {
    // Complete events only ('X'): those carry both durations. An event whose thread time is not
    // smaller (or not measured) keeps its wall time.
    if (event.ph !== 'X' || typeof event.tdur !== 'number' || typeof event.dur !== 'number') {
      continue;
    }
    if (event.tdur < event.dur) event.dur = event.tdur;
  }
  return trace;
}
