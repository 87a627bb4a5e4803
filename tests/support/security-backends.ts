/**
 * Backends that break what openapi.yaml asks of every call for the shopper's safety: a personal
 * answer stored by caches, CORS that lets any site read with credentials, a payment URL on
 * another host, the credential or a stack trace echoed in `msg`. Each must fail on the call that
 * showed it (tests/contract/contract-check-edges.test.ts). Scenario active.
 */
import {
  editJson,
  successAnswer,
  type Answer,
  type BrokenKind,
  type Json,
} from './broken-backend.ts';

/** A payment URL on another host than the store's payment host (the tests' runs name the mock's). */
export const ELSEWHERE_PAY_URL = 'https://pay.elsewhere.example/session/1';

const withoutCacheControl = (answer: Answer): Answer => ({
  ...answer,
  headers: Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => name !== 'cache-control'),
  ),
});

export const SECURITY_KINDS: BrokenKind[] = [
  {
    kind: 'a personal answer without Cache-Control: no-store',
    operationId: 'queryAutoShipPlan',
    credential: true,
    check: 'security',
    path: '(header) Cache-Control',
    break: withoutCacheControl,
  },
  {
    kind: 'credentialed CORS for any origin, echoed back',
    operationId: 'queryAutoShipPlan',
    credential: true,
    role: 'foreign-origin',
    check: 'cors',
    path: '(answer) Access-Control-Allow-Credentials',
    break: (answer, call) => ({
      ...answer,
      headers: {
        ...answer.headers,
        'access-control-allow-origin': call.headers.get('origin') ?? '*',
        'access-control-allow-credentials': 'true',
      },
    }),
  },
  {
    kind: "a payment URL on a host that is not the store's payment host",
    operationId: 'checkout',
    credential: true,
    check: 'security',
    path: '/data/worldPayUrl',
    break: editJson((body) => {
      const data = body.data as Json | null;
      if (typeof data?.worldPayUrl === 'string') data.worldPayUrl = ELSEWHERE_PAY_URL;
    }),
  },
  {
    kind: 'the credential sent echoed in the msg of its refusal',
    operationId: 'queryAutoShipPlan',
    credential: false,
    role: 'forged-token',
    check: 'security',
    path: '/msg',
    request: (call) => {
      const bearer = /^Bearer\s+(\S+)/i.exec(call.headers.get('authorization') ?? '')?.[1];
      if (bearer === undefined) return undefined;
      const msg = `Invalid token ${bearer}`;
      return {
        ...successAnswer(),
        status: 401,
        text: JSON.stringify({ code: 401, msg, data: null }),
      };
    },
    break: (answer) => answer,
  },
  {
    kind: 'a stack trace in the msg of a refusal',
    operationId: 'queryCustomerAddress',
    credential: true,
    role: 'bad-request',
    check: 'security',
    path: '/msg',
    break: editJson((body) => {
      if (body.code !== 4000) return;
      body.msg = `${String(body.msg)}\n    at validate (/srv/autoship/addresses.js:41:13)\n    at Layer.handle (/srv/node_modules/express/lib/router/layer.js:95:5)`;
    }),
  },
];
