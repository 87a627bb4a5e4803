/**
 * Why a shopper leaves (docs/portal.md, 'Cancel with care'): a reason code from a short list and,
 * for 'other', the shopper's own words, as the tracking event carries them. The words are data,
 * never markup: trimmed, spaces and control characters collapsed, and cut to a length the trace
 * call can carry.
 */
/**
 * The event's step. Not in TRACKING_STEPS, which every page's first download carries: only the
 * delete dialog, loaded when the page is idle, sends it.
 */
export const CANCEL_REASON_STEP = 'cancel_reason';

export const CANCEL_REASONS = [
  'too_much_product',
  'too_expensive',
  'not_using',
  'delivery_timing',
  'trying_other',
  'other',
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The longest 'other' text sent, in characters (code points, so no emoji is cut in half). */
export const CANCEL_OTHER_MAX = 300;

/** What the shopper did after being asked: deleted the plan, or paused it or skipped a delivery instead. */
export type CancelOutcome = 'delete' | 'pause' | 'skip';

export interface CancelReasonDetails {
  planId: number;
  /** The chosen reason, or 'not_given' when the shopper chose none (answering is optional). */
  reason: CancelReason | 'not_given';
  /** 'other' only, when the shopper wrote something. */
  other?: string;
  outcome: CancelOutcome;
}

export function cleanOtherText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const collapsed = text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  return Array.from(collapsed).slice(0, CANCEL_OTHER_MAX).join('').trim();
}

export function cancelReasonDetails(
  planId: number,
  reason: CancelReason | null,
  otherText: string,
  outcome: CancelOutcome,
): CancelReasonDetails {
  const details: CancelReasonDetails = { planId, reason: reason ?? 'not_given', outcome };
  const other = reason === 'other' ? cleanOtherText(otherText) : '';
  if (other) details.other = other;
  return details;
}
