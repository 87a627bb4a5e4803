/**
 * The rules every answer keeps for the shopper's safety (openapi.yaml info.description and
 * EnvelopeBase): a personal answer is not stored by any cache, no answer carries the credential
 * sent (or most of it), a stack trace or an internal error, and a refusal carries no data.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { REFUSAL_CODES, hasEnvelope, shown } from './answer-outcome.ts';
import type { CheckName } from './check-types.ts';
import type { CredentialUse } from './curl-command.ts';
import { isObject } from './json-object.ts';
import type { Finding } from './read-back.ts';

export interface Exchange {
  operationId: OperationId;
  use: CredentialUse;
  /** The credential sent, if any. */
  token: string | undefined;
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export type SecurityFinding = Finding & { check: CheckName };

/** A credential shorter than this is too common a text to look for in an answer. */
const SHORTEST_SOUGHT = 8;

/** What a stack trace or an internal error looks like in the usual server stacks. */
const INTERNALS = [
  /\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/, // Node.js
  /\bat [\w$.]+\([\w$]+\.(java|kt|scala):\d+\)/, // JVM
  /Traceback \(most recent call last\)|File "[^"]+", line \d+/, // Python
  / in [^\n]+:line \d+/, // .NET
  /Stack trace:\s*#0|#\d+ \S+\.php\(\d+\)/, // PHP
  /goroutine \d+ \[/, // Go
  /\b[\w.]+(Exception|Error): [^\n]*\n\s+at /,
  /SQLSTATE\[|\bORA-\d{5}\b|syntax error at or near/,
];

function noStore({ operationId, use, status, headers }: Exchange): SecurityFinding[] {
  const personal = use === 'token' || use === 'other-token';
  if (!OPERATIONS[operationId].secured || !personal || status !== 200) return [];
  const value = headers.get('cache-control');
  const directives = (value ?? '').split(',').map((part) => part.trim().toLowerCase());
  if (directives.includes('no-store')) return [];
  return [
    {
      check: 'security',
      rule: 'no-store',
      path: '(header) Cache-Control',
      expected: 'no-store (a personal answer: no cache and no browser keeps it)',
      actual: value ?? '(absent)',
    },
  ];
}

function secrets({ token, text, body }: Exchange): SecurityFinding[] {
  const msg = isObject(body) && typeof body.msg === 'string' ? body.msg : '';
  const found: SecurityFinding[] = [];
  // All but its last character: a forged credential echoed back gives the real one away too.
  const sought = token !== undefined && token.length >= SHORTEST_SOUGHT ? token.slice(0, -1) : null;
  if (sought !== null && text.includes(sought)) {
    found.push({
      check: 'security',
      rule: 'msg-no-secret',
      path: msg.includes(sought) ? '/msg' : '(body)',
      expected: 'nothing of the credential sent',
      actual: 'the credential sent, echoed back',
    });
  }
  const internal = INTERNALS.find((pattern) => pattern.test(msg));
  if (internal !== undefined) {
    found.push({
      check: 'security',
      rule: 'msg-no-secret',
      path: '/msg',
      expected: 'words for the shopper, no stack trace or internal error',
      actual: shown(msg),
    });
  }
  return found;
}

function refusalData({ operationId, status, body }: Exchange): SecurityFinding[] {
  if (!hasEnvelope(operationId) || !isObject(body)) return [];
  const code = typeof body.code === 'number' ? body.code : undefined;
  const refused = REFUSAL_CODES.includes(status) || [...REFUSAL_CODES, 5002].includes(code ?? 0);
  if (!refused || body.data === null || body.data === undefined) return [];
  return [
    {
      check: 'security',
      rule: 'refusal-no-data',
      path: '/data',
      expected: `null (a refusal, code ${code ?? status}, carries nothing of a plan or a shopper)`,
      actual: shown(body.data),
    },
  ];
}

export function securityFindings(exchange: Exchange): SecurityFinding[] {
  return [...noStore(exchange), ...secrets(exchange), ...refusalData(exchange)];
}
