import { vi } from 'vitest';

/**
 * The page's timers are stepped with `vi.advanceTimersByTimeAsync` rather than waited on in real
 * time (for speed: a test of "reload after 2 s" need not last 2 s). Time still runs on its own
 * (`shouldAdvanceTime`), so calls and renders in between happen as in a browser, and
 * performance.now() stays real: the skeleton counts from the navigation on it. setup-unit.ts
 * puts real timers back after each test.
 */
export function useSteppedTimers(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}
