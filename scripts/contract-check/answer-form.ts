/**
 * An answer's form before its body's meaning: a status the operation documents (never a
 * redirect), that status's media type, and a JSON body that parses.
 */
import { documentedResponses } from '#scripts/contract/openapi-validator.ts';
import type { OperationId } from '#mocks/operations.ts';
import type { RawAnswer } from './answer-checks.ts';
import { shown } from './answer-outcome.ts';
import type { BodyFinding } from './answer-body.ts';
import type { CheckName } from './check-types.ts';

export interface Form {
  findings: BodyFinding[];
  passed: CheckName[];
  /** A redirect: nothing more of the answer can be checked. */
  redirect: boolean;
  body: unknown;
  media: string | null;
  /** The media types the contract gives the answer's status; undefined: an undocumented status. */
  mediaTypes: string[] | undefined;
}

function mediaTypeOf(contentType: string | null): string | null {
  return contentType === null ? null : (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function formOf(operationId: OperationId, answer: RawAnswer): Form {
  const findings: BodyFinding[] = [];
  const passed: CheckName[] = [];
  const media = mediaTypeOf(answer.contentType);
  const documented = documentedResponses(operationId);
  const statuses = [...documented.keys()].join(', ');
  const mediaTypes = documented.get(String(answer.status));
  const form = { findings, passed, redirect: false, body: undefined as unknown, media, mediaTypes };
  // A redirect (to a login page, a maintenance page) is never an answer the app can read: the
  // browser would follow it and hand the app an HTML page.
  if (answer.status >= 300 && answer.status < 400 && mediaTypes === undefined) {
    findings.push({
      check: 'status',
      rule: 'no-redirect',
      path: '(location)',
      expected: `an answer (one of ${statuses}), not a redirect`,
      actual: `HTTP ${answer.status} redirect to ${answer.location ?? '(no Location header)'}`,
    });
    return { ...form, redirect: true };
  }
  if (mediaTypes === undefined) {
    const found = { expected: `one of ${statuses}`, actual: String(answer.status) };
    findings.push({ check: 'status', rule: 'documented-status', path: '(status)', ...found });
  } else passed.push('status');
  if (mediaTypes !== undefined && mediaTypes.length > 0) {
    if (media !== null && mediaTypes.includes(media)) passed.push('content-type');
    else {
      const actual = answer.contentType ?? '(none)';
      const expected = mediaTypes.join(' or ');
      findings.push({
        check: 'content-type',
        rule: 'media-type',
        path: '(content-type)',
        expected,
        actual,
      });
    }
  }
  if (!(mediaTypes ?? ['application/json']).includes('application/json')) return form;
  if (answer.text.trim() === '') {
    findings.push({
      check: 'json',
      rule: 'json-body',
      path: '(body)',
      expected: 'a JSON body',
      actual: '(empty)',
    });
    return form;
  }
  try {
    passed.push('json');
    return { ...form, body: JSON.parse(answer.text) as unknown };
  } catch {
    passed.pop();
    const actual = shown(answer.text.slice(0, 80));
    findings.push({ check: 'json', rule: 'json-body', path: '(body)', expected: 'JSON', actual });
    return form;
  }
}
