/**
 * Backends wrong in substance rather than in form, one mistake each: every answer is on the
 * contract's shape, but a write does nothing or the wrong thing, a wrong-state call succeeds, a
 * credential or a plan id reaches what it must not. `npm run contract:check` must fail each on
 * the operation at fault (tests/contract/contract-check-substance.test.ts). Built on the broken
 * reference backend's proxy (broken-backend.ts); the two-shopper backend routes by credential.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { getScenario } from '#mocks/scenarios/registry.ts';
import { SECOND_SHOPPER_PLAN_ID, secondShopperSeed } from '#mocks/second-shopper.ts';
import { leakAnswer, type LeakMistake } from './two-shopper-leaks.ts';
import {
  editJson,
  successAnswer,
  type Answer,
  type BrokenKind,
  type Json,
} from './broken-backend.ts';

/** The first test shopper's credential and the second's (`--other-token`). */
export const SHOPPER_TOKEN = 'contract-check-token';
export const OTHER_SHOPPER_TOKEN = 'contract-check-other-token';

/** The second shopper's plan id (the first shopper's is the seed's 880001). */
export const OTHER_PLAN_ID = SECOND_SHOPPER_PLAN_ID;

const DAY_MS = 86_400_000;

function planStatus(mock: MockHttpServer): number | undefined {
  return mock.store.snapshot().plan?.status;
}

function unchanged(answer: Answer): Answer {
  return answer;
}

export const SUBSTANCE_KINDS: BrokenKind[] = [
  {
    kind: 'a restart that answers 200 and leaves the plan paused',
    operationId: 'restartPlan',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/status',
    request: () => successAnswer(),
    break: unchanged,
  },
  {
    kind: 'a pause that answers 200 and leaves the plan active',
    operationId: 'pausePlan',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/status',
    request: () => successAnswer(),
    break: unchanged,
  },
  {
    kind: 'a terminate after which the plan still reads back',
    operationId: 'terminatePlan',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/planId',
    request: () => successAnswer(),
    break: unchanged,
  },
  {
    kind: 'a changePlan that stores daySpan 30 whatever was sent',
    operationId: 'changePlan',
    credential: true,
    check: 'read-back',
    path: 'queryAutoShipPlan /data/daySpan',
    request: (call) => {
      if (call.body) call.body.daySpan = 30;
      return undefined;
    },
    break: unchanged,
  },
  {
    kind: 'an address write that loses the zip',
    operationId: 'changePlanAddress',
    credential: true,
    check: 'read-back',
    path: 'getPlanAddress /data/zip',
    request: (call) => {
      if (call.body) call.body.zip = '';
      return undefined;
    },
    break: unchanged,
  },
  {
    kind: 'a restart of an active plan that answers 200',
    operationId: 'restartPlan',
    credential: true,
    role: 'wrong-state',
    check: 'outcome',
    path: '/code',
    request: (call) => (planStatus(call.mock) === 1 ? successAnswer() : undefined),
    break: unchanged,
  },
  {
    kind: 'a pause of a paused plan that answers 200',
    operationId: 'pausePlan',
    credential: true,
    role: 'wrong-state',
    check: 'outcome',
    path: '/code',
    request: (call) => (planStatus(call.mock) === 2 ? successAnswer() : undefined),
    break: unchanged,
  },
  {
    kind: 'any bearer token accepted',
    operationId: 'queryAutoShipPlan',
    credential: false,
    role: 'forged-token',
    check: 'auth',
    path: '(status)',
    request: (call) => {
      if (call.headers.has('authorization')) {
        call.headers.set('authorization', `Bearer ${SHOPPER_TOKEN}`);
      }
      return undefined;
    },
    break: unchanged,
  },
  {
    kind: 'an envelope whose data is renamed result',
    operationId: 'queryAutoShipPlan',
    credential: true,
    check: 'envelope',
    path: '/data',
    break: editJson((body: Json) => {
      body.result = body.data;
      delete body.data;
    }),
  },
  {
    kind: 'a plan id above 2^53',
    operationId: 'queryAutoShipPlan',
    credential: true,
    check: 'schema',
    path: '(body) planId',
    break: (answer) => ({
      ...answer,
      text: answer.text.replace(/"planId":\d+/, '"planId":9007199254740993'),
    }),
  },
  {
    kind: 'a next pay date that ignores {day}',
    operationId: 'queryNextPayDt',
    credential: true,
    check: 'outcome',
    path: '/data',
    break: editJson((body: Json) => {
      body.data = new Date(Date.now() + 30 * DAY_MS).toISOString();
    }),
  },
  {
    kind: 'a rebuild that mints a new plan id',
    operationId: 'toCheckoutCar',
    credential: true,
    check: 'read-back',
    path: '/data/planId',
    break: editJson((body: Json) => {
      (body.data as Json).planId = 880777;
    }),
  },
];

/** The first shopper's list with the second shopper's appended (a query without its WHERE). */
function mergedList(mine: string, theirs: string): string {
  const [a, b] = [JSON.parse(mine) as Json, JSON.parse(theirs) as Json];
  if (Array.isArray(a.data) && Array.isArray(b.data)) a.data = [...a.data, ...b.data];
  else if (a.data && b.data) {
    const [pa, pb] = [a.data as Json, b.data as Json];
    pa.list = [...(pa.list as unknown[]), ...(pb.list as unknown[])].slice(0, Number(pa.pageSize));
  }
  return JSON.stringify(a);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface TwoShopperBackend {
  url: string;
  first: MockHttpServer;
  second: MockHttpServer;
  close(): Promise<void>;
}

/**
 * What a two-shopper backend gets wrong: `plan`, a call with the first shopper's credential that
 * names the second shopper's plan reaches it (the backend checks the credential, not who owns the
 * plan); `update-all`, the first shopper's changePlan is written to the second's plan too (an
 * UPDATE without its WHERE); `lists`, the first shopper's lists hold the second's orders and
 * saved addresses; the leaks of two-shopper-leaks.ts. `forbid` is no mistake: it refuses the
 * first shopper's credential on the second's plan with HTTP 403, as the contract allows (the
 * valid twin of `plan`).
 */
type TwoShopperLeak = 'none' | 'plan' | 'update-all' | 'lists' | 'forbid' | LeakMistake;

const LEAKS: readonly TwoShopperLeak[] = ['order-lookup', 'refusal-data', 'refusal-msg'];

/**
 * Two shoppers, each with an active plan and an order history of their own in a store of their
 * own (the second under other ids: mocks/second-shopper.ts), behind one origin that routes by
 * credential.
 */
export async function startTwoShopperBackend(
  leak: TwoShopperLeak | boolean,
): Promise<TwoShopperBackend> {
  const mistake: TwoShopperLeak = leak === true ? 'plan' : leak === false ? 'none' : leak;
  const scenario = 'order-history';
  const first = await startMockHttpServer({ scenario, credentials: [SHOPPER_TOKEN] });
  const second = await startMockHttpServer({ scenario, credentials: [OTHER_SHOPPER_TOKEN] });
  second.store.reset(scenario, secondShopperSeed(getScenario(scenario).seed()));
  const forward = async (target: MockHttpServer, path: string, init: RequestInit) => {
    const response = await fetch(new URL(path, target.url), init);
    return { response, text: await response.text() };
  };
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      }
      const bearer = /^Bearer\s+(\S+)/i.exec(headers.get('authorization') ?? '')?.[1];
      const path = incoming.url ?? '/';
      const reachesOther =
        mistake === 'plan' && bearer === SHOPPER_TOKEN && path.includes(`/${OTHER_PLAN_ID}`);
      const target = bearer === OTHER_SHOPPER_TOKEN || reachesOther ? second : first;
      const method = incoming.method ?? 'GET';
      const body =
        method === 'GET' || method === 'OPTIONS'
          ? undefined
          : new Uint8Array(await readBody(incoming));
      const asOther = new Headers(headers);
      asOther.set('authorization', `Bearer ${OTHER_SHOPPER_TOKEN}`);
      const init = { method, headers: reachesOther ? asOther : headers, body };
      const { response, text } = await forward(target, path, init);
      let answer = text;
      let status = response.status;
      // The plan is named in the path, or in the body (toCheckoutCar and checkout's planId).
      const named =
        path.includes(`/${OTHER_PLAN_ID}`) ||
        new TextDecoder().decode(body).includes(`"planId":${OTHER_PLAN_ID}`);
      if (mistake === 'forbid' && bearer === SHOPPER_TOKEN && named) {
        status = 403;
        answer = JSON.stringify({ code: 403, msg: 'Forbidden', data: null });
      }
      if (
        mistake === 'update-all' &&
        bearer === SHOPPER_TOKEN &&
        path.startsWith('/autoShip/changePlan/')
      ) {
        const otherPath = path.replace(/changePlan\/\d+/, `changePlan/${OTHER_PLAN_ID}`);
        await forward(second, otherPath, { method, headers: asOther, body });
      }
      if (
        mistake === 'lists' &&
        bearer === SHOPPER_TOKEN &&
        /queryOrders|queryCustomerAddress/.test(path)
      ) {
        const theirs = await forward(second, path, { method, headers: asOther, body });
        answer = mergedList(text, theirs.text);
      }
      if (LEAKS.includes(mistake) && bearer === SHOPPER_TOKEN) {
        const asSecond = async () =>
          (await forward(second, path, { method, headers: asOther, body })).text;
        const leaked = await leakAnswer(mistake as LeakMistake, {
          path,
          body: new TextDecoder().decode(body),
          asSecond,
        });
        if (leaked !== undefined) answer = leaked;
      }
      const passed: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['content-length', 'transfer-encoding', 'connection'].includes(name)) {
          passed[name] = value;
        }
      });
      outgoing.writeHead(status, passed);
      outgoing.end(answer);
    })().catch(() => {
      outgoing.writeHead(502);
      outgoing.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    first,
    second,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([first.close(), second.close()]);
    },
  };
}
