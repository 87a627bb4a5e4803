/**
 * The requests off the contract (bad-requests.ts) sent with the credential: each constraint
 * broken once, and with `--fuzz N` N more cases per operation, each breaking one to three
 * constraints with values a seeded random picks (`--seed` repeats a run). Every one must get the
 * refusal the operation documents: envelope 4000, or its own (the beacon's HTTP 400; 5002 for a
 * plan id that names no plan, x-not-found for a product), never a success and never a 5xx.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { SAMPLE_REQUESTS, type SampleContext } from '#scripts/contract/sample-requests.ts';
import { documentedResponses } from '#scripts/contract/openapi-validator.ts';
import { badRequests, type Mutation } from './bad-requests.ts';
import type { ProbeResult } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import { BAD_REQUEST_CODE, PLAN_NOT_FOUND_CODE } from './probe-plan.ts';
import type { Pick } from './schema-violations.ts';

export interface Fuzz {
  /** Generated cases per operation, beyond each constraint broken once. */
  cases: number;
  seed: number;
}

/** mulberry32: a small seeded generator, so a fuzz run is repeated by its seed. */
function seeded(seed: number): Pick {
  let state = seed >>> 0;
  return (count) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * Math.max(1, count));
  };
}

const first: Pick = () => 0;

/** The answers the contract gives a request off its schema, for the constraint broken where. */
function refusals(
  operationId: OperationId,
  where: readonly string[],
  flags: OperationFlags,
): number[] {
  const codes = documentedResponses(operationId).has('400') ? [400] : [BAD_REQUEST_CODE];
  if (flags.mayRefuse) codes.push(401, 403);
  const pathIds = where.filter((place) => place.startsWith('path/') && place !== 'path/region');
  if (pathIds.includes('path/planId') && flags.planScoped) codes.push(PLAN_NOT_FOUND_CODE);
  if (pathIds.length > 0 && flags.notFound !== null) codes.push(flags.notFound);
  return codes;
}

interface Case {
  what: string;
  where: string[];
  mutations: Mutation[];
  pick: Pick;
}

function cases(
  mutations: readonly Mutation[],
  fuzz: Fuzz | undefined,
  operationId: string,
): Case[] {
  const once = mutations.map((m) => ({
    what: m.what,
    where: [m.where],
    mutations: [m],
    pick: first,
  }));
  if (fuzz === undefined || mutations.length === 0) return once;
  // One generator per operation: a new operation does not shift the others' cases.
  const pick = seeded(
    fuzz.seed ^ [...operationId].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7),
  );
  const generated = Array.from({ length: fuzz.cases }, (): Case => {
    const pool = [...mutations];
    const chosen = Array.from(
      { length: 1 + pick(Math.min(3, pool.length)) },
      () => pool.splice(pick(pool.length), 1)[0] as Mutation,
    );
    return {
      what: `fuzz: ${chosen.map((m) => m.what).join('; ')}`,
      where: chosen.map((m) => m.where),
      mutations: chosen,
      pick,
    };
  });
  return [...once, ...generated];
}

/** Sends the operation's bad requests; answers their results (the caller reads the plan after). */
export async function badRequestProbes(
  operationId: OperationId,
  flags: OperationFlags,
  context: SampleContext,
  call: Call,
  fuzz: Fuzz | undefined,
  planKnown: boolean,
): Promise<ProbeResult[]> {
  const sample = SAMPLE_REQUESTS[operationId](context);
  const secured = OPERATIONS[operationId].secured;
  const send = async (bad: Case): Promise<ProbeResult> => {
    const request = bad.mutations.reduce(
      (sent, mutation) => mutation.apply(sent, bad.pick),
      sample,
    );
    const codes = refusals(operationId, bad.where, flags);
    if (!planKnown && flags.planScoped) codes.push(PLAN_NOT_FOUND_CODE);
    const { result } = await call(
      {
        operationId,
        credential: secured,
        write: flags.write,
        role: 'bad-request',
        note: bad.what,
        request,
      },
      context,
      {
        success: false,
        expectCodes: codes,
        expectReason: `a request off openapi.yaml: ${bad.what}`,
        expectRule: 'bad-request',
      },
      secured ? 'token' : 'none',
    );
    return result;
  };
  // A few at a time: each is refused on its own, and a backend far away answers in parallel.
  const all = cases(badRequests(operationId, sample), fuzz, operationId);
  const results: ProbeResult[] = [];
  for (let at = 0; at < all.length; at += AT_ONCE) {
    results.push(...(await Promise.all(all.slice(at, at + AT_ONCE).map(send))));
  }
  return results;
}

const AT_ONCE = 4;
