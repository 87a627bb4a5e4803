import { describe, expect, it } from 'vitest';
import { onThreadTime } from '#scripts/bench/thread-time.ts';

describe('a Lighthouse trace on thread time', () => {
  it('gives each complete event its thread time where the thread spent less than the wall time', () => {
    const trace = {
      traceEvents: [
        // A task of 11 ms of the page's work, descheduled for 35 more.
        { name: 'RunTask', ph: 'X', ts: 1000, dur: 46_000, tdur: 11_000 },
        { name: 'RunTask', ph: 'X', ts: 50_000, dur: 9_000, tdur: 9_000 },
        // Its thread time is not measured: the wall time stays.
        { name: 'Layout', ph: 'X', ts: 60_000, dur: 4_000 },
        // Not a complete event: nothing to change.
        { name: 'navigationStart', ph: 'R', ts: 0 },
      ],
    };
    const durations = onThreadTime(trace).traceEvents.map((event) => event.dur);
    expect(durations).toEqual([11_000, 9_000, 4_000, undefined]);
  });

  it('reads a trace given as a bare list of events too', () => {
    const trace = [{ ph: 'X', dur: 30_000, tdur: 12_000 }];
    expect(onThreadTime(trace)[0]?.dur).toBe(12_000);
  });
});
