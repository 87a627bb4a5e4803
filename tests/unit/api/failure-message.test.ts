import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '#src/api/api-error.ts';
import {
  failureMessage,
  serverOrFailureMessage,
  unsaidFailureMessage,
} from '#src/api/failure-message.ts';
import { PlanRefusedHere } from '#src/api/plan-refusal.ts';
import { en } from '#src/domain/i18n/en.ts';

const error = (kind: ApiErrorKind, code: number | null = null, msg = '') =>
  new ApiError({ kind, code, msg });

describe('failure messages name their real cause, in one wording', () => {
  it.each([
    ['network', 'No answer reached us. Please check your connection and try again.'],
    ['timeout', 'No answer reached us. Please check your connection and try again.'],
    ['http', 'Something went wrong on our side. Please try again in a moment.'],
    ['invalid-answer', 'Something went wrong on our side. Please try again in a moment.'],
    ['envelope', 'Something went wrong on our side. Please try again in a moment.'],
    ['forbidden', 'This account can’t manage an autoship plan here.'],
    ['unauthorized', 'Your session has ended. Please sign in again.'],
  ] as const)('%s: %s', (kind, sentence) => {
    const message = failureMessage('failure.what.saveChanges', error(kind));
    expect(message.startsWith('We couldn’t save your changes. ')).toBe(true);
    expect(message).toContain(sentence);
  });

  it('offline: a call that got no answer and a download of the action’s code say so', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      for (const failure of [
        error('network'),
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
      ]) {
        expect(failureMessage('failure.what.pausePlan', failure)).toBe(
          `We couldn’t pause your plan. ${en['failure.cause.offline']}`,
        );
      }
      // A timeout is the connection whatever the browser says now.
      expect(failureMessage('failure.what.pausePlan', error('timeout'))).toContain(
        'No answer reached us',
      );
    } finally {
      online.mockRestore();
    }
  });

  it('a failure that is not an API error is ours, not the shopper’s connection', () => {
    expect(failureMessage('failure.what.loadPlan', new TypeError('x'))).toContain('on our side');
  });

  it('nothing more to say when the server’s msg is already shown or the shopper is signing in', () => {
    expect(
      unsaidFailureMessage('failure.what.saveChanges', error('envelope', 5000, 'Plan is locked')),
    ).toBeNull();
    expect(unsaidFailureMessage('failure.what.saveChanges', error('unauthorized', 401))).toBeNull();
    expect(
      unsaidFailureMessage('failure.what.saveChanges', error('http', null, 'HTTP 500')),
    ).toContain('on our side');
    // A blank msg is not shown as a toast, so ours is said instead.
    expect(
      unsaidFailureMessage('failure.what.saveChanges', error('envelope', 5000, '  ')),
    ).toContain('on our side');
  });

  // openapi.yaml's envelope codes whose meaning we know, and the same refusals found before
  // sending (src/features/plan/plan-write.ts): never the server's text.
  it.each([
    ['5002 (no such plan)', error('envelope', 5002, 'Plan 880001 was not found'), 'planGone'],
    ['5003 (not in a state for this)', error('envelope', 5003, 'Plan is locked'), 'planState'],
    [
      '5007 (changed since read)',
      error('envelope', 5007, 'Plan 880001 has changed'),
      'planChanged',
    ],
    [
      '5002 under HTTP 404',
      new ApiError({ kind: 'http', code: 5002, msg: 'x', status: 404 }),
      'planGone',
    ],
    ['a plan deleted in another tab', new PlanRefusedHere('gone'), 'planGone'],
    ['a plan changed in another tab', new PlanRefusedHere('changed'), 'planChanged'],
  ] as const)('%s: said in our words, never the server’s', (_name, failure, cause) => {
    const ours = `We couldn’t save your changes. ${en[`failure.cause.${cause}`]}`;
    expect(failureMessage('failure.what.saveChanges', failure)).toBe(ours);
    expect(unsaidFailureMessage('failure.what.saveChanges', failure)).toBe(ours);
    expect(serverOrFailureMessage('failure.what.saveChanges', failure)).toBe(ours);
  });

  it('a 5xx carrying a refusal code is a failing server, not a refusal', () => {
    const failure = new ApiError({ kind: 'http', code: 5002, msg: 'x', status: 500 });
    expect(failureMessage('failure.what.saveChanges', failure)).toContain('on our side');
  });
});
