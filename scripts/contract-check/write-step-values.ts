/**
 * Values a write is tried with beyond the plan's own (write-steps.ts): every interval the
 * contract allows that the storefront offers, and a date at each edge of the range the contract
 * gives changeNextPayDt and just beyond it.
 */
import type { OperationId } from '#mocks/operations.ts';
import { DEFAULT_AUTOSHIP_CONFIG } from '#src/domain/pricing/autoship-config.ts';
import { BAD_REQUEST_CODE } from './probe-plan.ts';
import { bodyField } from './request-schema.ts';
import type { Step } from './write-steps.ts';

/**
 * The intervals a write that sends `daySpan` is tried with: the schema's minimum and the
 * storefront's options (spec section 9: "interval options 30, 45, 60 days"; a store may set
 * others, which the contract's `minimum: 1` allows too). Each must be accepted and read back.
 */
export function intervalSteps(id: OperationId): Step[] {
  const field = bodyField(id, 'daySpan');
  if (field === null) return [];
  const minimum = typeof field.minimum === 'number' ? [field.minimum] : [];
  const values = [...new Set([...minimum, ...DEFAULT_AUTOSHIP_CONFIG.intervalOptions])];
  return values.map((daySpan) => ({
    operationId: id,
    note: `an interval the contract allows: ${daySpan} days`,
    daySpan,
    rule: 'allowed-values',
  }));
}

/**
 * A write that sends a date (changeNextPayDt): one day beyond each end of today to today plus the
 * interval is accepted (the backend's calendar may be a day off the shopper's), two days beyond
 * is refused with 4000; the plan's own date is written last, so the plan ends on it.
 */
export function dateSteps(id: OperationId): Step[] {
  return [
    {
      operationId: id,
      note: 'yesterday (UTC): one day more than the range, accepted',
      dateEdge: 'first-day',
      rule: 'date-range',
    },
    {
      operationId: id,
      note: 'one interval and a day from today (UTC): accepted',
      dateEdge: 'last-day',
      rule: 'date-range',
    },
    {
      operationId: id,
      note: 'two days before today: openapi.yaml answers 4000',
      expectCode: BAD_REQUEST_CODE,
      dateEdge: 'past',
      rule: 'date-range',
    },
    {
      operationId: id,
      note: 'two days beyond one interval: openapi.yaml answers 4000',
      expectCode: BAD_REQUEST_CODE,
      dateEdge: 'beyond',
      rule: 'date-range',
    },
    { operationId: id, note: "the plan's own date again: the plan ends on it" },
  ];
}
