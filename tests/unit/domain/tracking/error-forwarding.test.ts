import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { clearErrorReports, reportError } from '#src/domain/error-reporter.ts';
import {
  ERROR_FLUSH_DELAY_MS,
  forwardErrorReports,
  MAX_EVENTS_PER_MINUTE,
} from '#src/domain/tracking/error-forwarding.ts';
import { createTracker } from '#src/domain/tracking/tracker.ts';
import { CONTEXT, recordingTransport } from './tracking-context.ts';

/** A clock and timers the test moves by hand. */
function manualClock() {
  let time = 0;
  let pending: { at: number; run: () => void }[] = [];
  return {
    now: () => time,
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: time + ms, run };
      pending.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      pending = pending.filter((item) => item !== timer);
    },
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const next = pending.filter((item) => item.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        pending = pending.filter((item) => item !== next);
        time = next.at;
        next.run();
      }
      time = end;
    },
  };
}

function setup() {
  const transport = recordingTransport();
  const clock = manualClock();
  const tracker = createTracker({ transport, context: () => CONTEXT, now: clock.now });
  const forwarding = forwardErrorReports(tracker, clock);
  // Subscribed to every report of the worker: it stops with its test.
  onTestFinished(() => forwarding.stop());
  const requests = () => transport.batches.flat().map((event) => JSON.parse(event.req ?? '{}'));
  return { transport, clock, forwarding, requests };
}

beforeEach(() => clearErrorReports());

describe('forwardErrorReports', () => {
  it('sends the reports made before it started (its code loads after the first paint) first', () => {
    const transport = recordingTransport();
    const clock = manualClock();
    const tracker = createTracker({ transport, context: () => CONTEXT, now: clock.now });
    const early = {
      type: 'LOCAL_STORAGE_ERROR',
      details: { type: 'get', key: 'asPlanData' },
      at: 0,
    };
    const forwarding = forwardErrorReports(tracker, { ...clock, backlog: [early] });
    onTestFinished(() => forwarding.stop());
    reportError('API_NETWORK_ERROR', { url: '/autoShip/queryAutoShipPlan' });
    clock.advance(ERROR_FLUSH_DELAY_MS);
    expect(transport.batches.flat().map((event) => JSON.parse(event.req ?? '{}'))).toEqual([
      { type: 'LOCAL_STORAGE_ERROR', details: { type: 'get', key: 'asPlanData' } },
      { type: 'API_NETWORK_ERROR', details: { url: '/autoShip/queryAutoShipPlan' } },
    ]);
    forwarding.stop();
  });

  it('sends reports as one batch a short time after the first, never tracking’s own', () => {
    const { transport, clock, forwarding, requests } = setup();
    reportError('LOCAL_STORAGE_ERROR', {
      type: 'get',
      key: 'asPlanData',
      error: new SyntaxError('bad'),
    });
    reportError('API_NETWORK_ERROR', { url: '/autoShip/queryAutoShipPlan' });
    reportError('TRACKING_ERROR', { how: 'single' });
    reportError('TRACE_SEND_ERROR', { operation: 'submitTraceEvents' });
    expect(transport.batches).toHaveLength(0);
    clock.advance(ERROR_FLUSH_DELAY_MS);
    expect(transport.batches).toHaveLength(1);
    expect(transport.batches[0]?.map((event) => event.step)).toEqual([
      'error_reported',
      'error_reported',
    ]);
    expect(requests()).toEqual([
      {
        type: 'LOCAL_STORAGE_ERROR',
        details: { type: 'get', key: 'asPlanData', error: { name: 'SyntaxError', message: 'bad' } },
      },
      { type: 'API_NETWORK_ERROR', details: { url: '/autoShip/queryAutoShipPlan' } },
    ]);
    forwarding.stop();
    reportError('LOCAL_STORAGE_ERROR', { type: 'set' });
    clock.advance(ERROR_FLUSH_DELAY_MS);
    expect(transport.batches).toHaveLength(1);
  });

  it('storage failing on every render for two minutes: one event per kind, the repeats counted', () => {
    const { transport, clock, requests } = setup();
    // A page re-reading blocked storage 20 times a second, for two minutes.
    for (let tick = 0; tick < 2400; tick += 1) {
      reportError('LOCAL_STORAGE_ERROR', { type: 'get', key: 'asPlanData', error: 'denied' });
      reportError('LOCAL_STORAGE_ERROR', { type: 'set', key: 'asPlanData', error: 'denied' });
      clock.advance(50);
    }
    clock.advance(ERROR_FLUSH_DELAY_MS);
    const perMinute = transport.batches.length / 2;
    // Figure for the note: batches and events a minute under a storage failure.
    console.info(
      `[error forwarding] storage failing for 2 min: ${transport.batches.length} batches, ` +
        `${requests().length} events (${perMinute} batches a minute)`,
    );
    expect(requests()).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ type: 'get' }) }),
      expect.objectContaining({ details: expect.objectContaining({ type: 'set' }) }),
      expect.objectContaining({ repeatsBefore: 1199 }),
      expect.objectContaining({ repeatsBefore: 1199 }),
    ]);
    expect(transport.batches).toHaveLength(2);
  });

  it('many different failures: at most the per-minute budget, the rest counted', () => {
    const { clock, requests } = setup();
    for (let index = 0; index < 500; index += 1) {
      reportError('API_HTTP_ERROR', { url: `/products/p${index}.js`, status: 500 });
    }
    clock.advance(ERROR_FLUSH_DELAY_MS);
    expect(requests()).toHaveLength(MAX_EVENTS_PER_MINUTE);
    clock.advance(60_000);
    reportError('API_TIMEOUT_ERROR', { url: '/autoShip/checkout' });
    clock.advance(ERROR_FLUSH_DELAY_MS);
    expect(requests().at(-1)).toMatchObject({
      type: 'API_TIMEOUT_ERROR',
      droppedBefore: 500 - MAX_EVENTS_PER_MINUTE,
    });
  });

  it('on page hide what is queued leaves at once through the beacon route', () => {
    const { transport, clock, forwarding } = setup();
    reportError('CHECKOUT_ERROR', { step: 'queryAutoShipPlan', error: 'offline' });
    forwarding.pageHidden();
    expect(transport.beacons).toHaveLength(1);
    expect(transport.beacons[0]?.step).toBe('error_reported');
    clock.advance(ERROR_FLUSH_DELAY_MS);
    expect(transport.batches).toHaveLength(0);
  });

  it('a transport that throws is never a loop and never reaches the caller', () => {
    const clock = manualClock();
    let calls = 0;
    const tracker = createTracker({
      transport: {
        send: () => undefined,
        sendMany: () => {
          calls += 1;
          throw new Error('offline');
        },
        sendBeacon: () => false,
      },
      context: () => CONTEXT,
      now: clock.now,
    });
    onTestFinished(forwardErrorReports(tracker, clock).stop);
    expect(() => reportError('API_NETWORK_ERROR', { url: '/x' })).not.toThrow();
    clock.advance(10 * ERROR_FLUSH_DELAY_MS);
    expect(calls).toBe(1);
  });
});
