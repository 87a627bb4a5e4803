/**
 * The browser's CORS checks of one call (probe-call.ts): from the store's origin (`--origin`),
 * its preflight and its answer must allow it; from a foreign one, never with credentials.
 */
import type { Finding } from './read-back.ts';
import { answerFindings, credentialedEchoFindings, preflightFindings } from './cors-checks.ts';
import type { sendPreflight } from './http-call.ts';
import type { CallSettings } from './probe-call.ts';
import type { PlannedProbe } from './probe-plan.ts';

/**
 * Which origin the browser checks the call from: the store's (`--origin`), or the probe's foreign
 * one. The beacon's answer is never read (navigator.sendBeacon), so the browser checks nothing.
 */
export function corsOrigin(
  probe: PlannedProbe,
  url: string,
  settings: CallSettings,
): string | undefined {
  const origin = probe.foreignOrigin ?? settings.origin;
  if (origin === undefined || probe.operationId === 'submitTraceBeacon') return undefined;
  return new URL(url).origin === new URL(origin).origin ? undefined : origin;
}

/** The store's origin must be allowed; a foreign one never with credentials. */
export function corsFindings(
  probe: PlannedProbe,
  method: string,
  before: Awaited<ReturnType<typeof sendPreflight>>,
  headers: Headers,
  origin: string,
): Finding[] {
  if (before !== null && 'failure' in before) {
    return [{ rule: 'cors', expected: 'an answer to OPTIONS', ...before.failure }];
  }
  if (probe.foreignOrigin !== undefined) {
    return [
      ...(before === null ? [] : credentialedEchoFindings(before.headers, origin, 'preflight')),
      ...credentialedEchoFindings(headers, origin, 'answer'),
    ];
  }
  return [
    ...(before === null ? [] : preflightFindings(before, origin, method, before.requested)),
    ...answerFindings(headers, origin),
  ];
}
