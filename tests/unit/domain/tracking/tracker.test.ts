import { beforeEach, describe, expect, it } from 'vitest';
import { clearErrorReports, recentErrorReports } from '#src/domain/error-reporter.ts';
import { createTracker } from '#src/domain/tracking/tracker.ts';
import { CONTEXT, recordingTransport } from './tracking-context.ts';

/** Lets rejected promises reach their handlers. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => clearErrorReports());

describe('tracker', () => {
  it('sends one event now', () => {
    const transport = recordingTransport();
    const tracker = createTracker({ transport, context: () => CONTEXT, now: () => 10 });
    tracker.track('page_loaded', { path: '/pages/autoship-manage' });
    expect(transport.single).toHaveLength(1);
    expect(transport.single[0]).toMatchObject({
      step: 'page_loaded',
      clientTimeStamp: 10,
      businessCode: 'AUTO_SHIP',
    });
  });

  it('queues events and sends them as one batch on flush or when the queue is full', () => {
    const transport = recordingTransport();
    const tracker = createTracker({ transport, context: () => CONTEXT, maxQueue: 3 });
    tracker.enqueue('7_1');
    tracker.enqueue('7_2');
    expect(tracker.pending()).toBe(2);
    expect(transport.batches).toHaveLength(0);
    tracker.flush();
    expect(transport.batches.map((batch) => batch.map((event) => event.step))).toEqual([
      ['7_1', '7_2'],
    ]);
    expect(tracker.pending()).toBe(0);
    tracker.enqueue('7_3');
    tracker.enqueue('7_4');
    tracker.enqueue('7_5');
    expect(transport.batches).toHaveLength(2);
    tracker.flush(); // nothing left: no empty batch
    expect(transport.batches).toHaveLength(2);
  });

  it('sends a beacon as text form fields', () => {
    const transport = recordingTransport();
    createTracker({ transport, context: () => CONTEXT, now: () => 99 }).beacon('payment_cancelled');
    expect(transport.beacons[0]).toMatchObject({
      step: 'payment_cancelled',
      clientTimeStamp: '99',
    });
  });

  it('reads the context for each event', () => {
    const transport = recordingTransport();
    let context = CONTEXT;
    const tracker = createTracker({ transport, context: () => context });
    tracker.track('a');
    context = { ...CONTEXT, isLoggedIn: false };
    tracker.track('b');
    expect(
      transport.single.map((event) => (JSON.parse(event.key1) as { isLogin: boolean }).isLogin),
    ).toEqual([true, false]);
  });

  it('never throws: throwing, rejecting and refusing transports are reported', async () => {
    const tracker = createTracker({
      context: () => CONTEXT,
      transport: {
        send: () => {
          throw new Error('network down');
        },
        sendMany: () => Promise.reject(new Error('500')),
        sendBeacon: () => false,
      },
    });
    expect(() => tracker.track('checkout_failed')).not.toThrow();
    tracker.enqueue('7_1');
    expect(() => tracker.flush()).not.toThrow();
    expect(() => tracker.beacon('payment_cancelled')).not.toThrow();
    await settle();
    expect(recentErrorReports().map((report) => [report.type, report.details.how])).toEqual([
      ['TRACKING_ERROR', 'single'],
      ['TRACKING_ERROR', 'beacon'],
      ['TRACKING_ERROR', 'batch'],
    ]);
  });

  it('survives a context that throws', () => {
    const transport = recordingTransport();
    const tracker = createTracker({
      transport,
      context: () => {
        throw new Error('no store context');
      },
    });
    expect(() => tracker.track('x')).not.toThrow();
    expect(transport.single).toHaveLength(0);
    expect(recentErrorReports()[0]?.details.how).toBe('build');
  });
});
