import { describe, expect, it } from 'vitest';
import {
  CANCEL_OTHER_MAX,
  cancelReasonDetails,
  cleanOtherText,
} from '#src/domain/tracking/cancel-reason.ts';

describe('the cancel reason event’s details', () => {
  it('carries the code, the outcome and, for "other" only, the words trimmed and collapsed', () => {
    expect(cancelReasonDetails(7, 'other', '  too\tmany \n\u0007 emails ', 'delete')).toEqual({
      planId: 7,
      reason: 'other',
      other: 'too many emails',
      outcome: 'delete',
    });
    expect(cancelReasonDetails(7, 'too_expensive', 'typed before switching', 'pause')).toEqual({
      planId: 7,
      reason: 'too_expensive',
      outcome: 'pause',
    });
    expect(cancelReasonDetails(7, null, '', 'delete')).toEqual({
      planId: 7,
      reason: 'not_given',
      outcome: 'delete',
    });
    // "Other" with nothing written: the code alone.
    expect(cancelReasonDetails(7, 'other', '   ', 'delete')).not.toHaveProperty('other');
  });

  it('cuts the words to the limit without splitting a character', () => {
    const long = '😀'.repeat(CANCEL_OTHER_MAX + 5);
    const cleaned = cleanOtherText(long);
    expect(Array.from(cleaned)).toHaveLength(CANCEL_OTHER_MAX);
    expect(cleaned).toBe('😀'.repeat(CANCEL_OTHER_MAX));
  });

  it('keeps markup as the text it is (the page renders it as text, the event as JSON)', () => {
    expect(cleanOtherText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});
