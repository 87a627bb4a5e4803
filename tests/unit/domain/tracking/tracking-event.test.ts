import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CODE,
  buildTraceEvent,
  toBeaconFields,
} from '#src/domain/tracking/tracking-event.ts';
import { TRACKING_STEPS } from '#src/domain/tracking/tracking-steps.ts';
import { CONTEXT } from './tracking-context.ts';

describe('tracking event body', () => {
  it('has the spec fields with business code AUTO_SHIP', () => {
    const event = buildTraceEvent(
      TRACKING_STEPS.account1,
      { planId: 501 },
      CONTEXT,
      1_767_225_600_123,
    );
    expect(BUSINESS_CODE).toBe('AUTO_SHIP');
    expect(event).toEqual({
      key1: JSON.stringify({
        cookie: CONTEXT.visitorId,
        location: CONTEXT.location,
        isLogin: true,
        user_agent: 'Mozilla/5.0 (test)',
      }),
      businessCode: 'AUTO_SHIP',
      step: '7_1',
      clientTimeStamp: 1_767_225_600_123,
      req: '{"planId":501}',
      shopCode: 'US01',
      cookie: CONTEXT.visitorId,
    });
  });

  it('adds user_id and email only when the analytics setting is on', () => {
    const off = JSON.parse(buildTraceEvent('5_4', undefined, CONTEXT, 1).key1) as Record<
      string,
      unknown
    >;
    expect(off).not.toHaveProperty('user_id');
    expect(off).not.toHaveProperty('email');
    const on = JSON.parse(
      buildTraceEvent('5_4', undefined, { ...CONTEXT, analyticsCustomerData: true }, 1).key1,
    ) as Record<string, unknown>;
    expect(on).toMatchObject({ user_id: 7001, email: 'shopper@example.com' });
  });

  it('names every event of the spec', () => {
    expect(Object.values(TRACKING_STEPS)).toEqual(
      expect.arrayContaining([
        '7_1',
        '7_2',
        '7_3',
        '7_4',
        '7_5',
        '5_3_1',
        '5_4',
        'page_loaded',
        'address_saved',
        'checkout_clicked',
        'checkout_failed',
        'payment_cancelled',
      ]),
    );
  });

  it('keeps text details as they are and drops details that cannot be JSON', () => {
    expect(buildTraceEvent('x', 'plain', CONTEXT, 1).req).toBe('plain');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(buildTraceEvent('x', circular, CONTEXT, 1)).not.toHaveProperty('req');
  });

  it('turns the event into text form fields for a beacon', () => {
    const fields = toBeaconFields(buildTraceEvent('page_loaded', undefined, CONTEXT, 123));
    expect(fields.clientTimeStamp).toBe('123');
    expect(fields.businessCode).toBe('AUTO_SHIP');
    expect(fields).not.toHaveProperty('req');
    for (const value of Object.values(fields)) expect(typeof value).toBe('string');
  });
});
