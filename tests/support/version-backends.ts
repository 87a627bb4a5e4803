/**
 * Backends and the proposed plan version (openapi.yaml, "Plan version (proposed)"): one wrong
 * about it, each mistake failing on the write that made it, and the two the contract allows (no
 * `version` at all; a `version` with `planVersion` ignored, last-write-wins). Scenario active,
 * whose plan write of `x-repeat: same` with the fewest `x-changes` is changePlanAddress.
 */
import { editJson, successAnswer, type Answer, type BrokenKind } from './broken-backend.ts';

function envelope(code: number, msg: string): Answer {
  return { ...successAnswer(), text: JSON.stringify({ code, msg, data: null }) };
}

export const VERSION_KINDS: BrokenKind[] = [
  {
    kind: "a write sent with the plan's own planVersion refused with 5007",
    operationId: 'changePlanAddress',
    credential: true,
    role: 'plan-version',
    check: 'outcome',
    path: '/code',
    request: (call) =>
      call.search.has('planVersion') ? envelope(5007, 'The plan has changed') : undefined,
    break: (answer) => answer,
  },
  {
    kind: 'a stale planVersion answered 5003 instead of 5007',
    operationId: 'changePlanAddress',
    credential: true,
    role: 'plan-version',
    check: 'outcome',
    path: '/code',
    break: editJson((body) => {
      if (body.code === 5007) body.code = 5003;
    }),
  },
];

/** A backend that gives `version` but ignores `planVersion`: the write is made as before. */
export const IGNORES_PLAN_VERSION: BrokenKind = {
  kind: 'planVersion ignored',
  operationId: 'changePlanAddress',
  credential: true,
  check: 'outcome',
  path: '/code',
  request: (call) => {
    call.search.delete('planVersion');
    return undefined;
  },
  break: (answer) => answer,
};

/** A backend whose plan has no `version`: it is sent no `planVersion`. */
export const NO_PLAN_VERSION: BrokenKind = {
  kind: 'no version',
  operationId: 'queryAutoShipPlan',
  credential: true,
  check: 'schema',
  path: '/data/version',
  break: editJson((body) => {
    const data = body.data as Record<string, unknown> | null;
    if (data !== null && typeof data === 'object') delete data.version;
  }),
};
