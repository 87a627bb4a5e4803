/**
 * The steps of a write that come with it (write-steps.ts): its repeat (`x-repeat`), an undo pair
 * each made twice with the wrong-state calls between, and terminatePlan's last steps.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import type { OperationFlags } from './operation-flags.ts';
import { PLAN_NOT_FOUND_CODE, PLAN_STATE_CODE, planWrites } from './probe-plan.ts';
import type { Step } from './write-steps.ts';

type Flags = Record<OperationId, OperationFlags>;

const WRONG_STATE = 'openapi.yaml answers 5003 (the plan is not in the state this needs)';

/** The write sent again, as `x-repeat` says (a pair's wrong-state repeat is the pair's own). */
export function repeatOf(step: Step, flags: Flags): Step[] {
  const repeat = flags[step.operationId].repeat;
  if (repeat === null || repeat === 'refused') return [];
  return [
    {
      ...step,
      note: `the same request again (x-repeat: ${repeat})`,
      repeat,
      rule: repeat === 'same' ? 'repeat-same' : 'repeat-again',
    },
  ];
}

/**
 * A write and its `x-undo` (pausePlan ↔ restartPlan), each made twice: the repeat finds the plan
 * in the wrong state (`x-repeat: refused`). A paused plan starts from the other side. While the
 * plan is in the status the pair leaves it in, the writes that need another status are tried.
 */
export function undoPair(
  listedFirst: OperationId,
  other: OperationId,
  paused: boolean,
  flags: Flags,
): Step[] {
  const [first, second] = paused ? [other, listedFirst] : [listedFirst, other];
  const wrongWhile = (left: number | null): Step[] =>
    OPERATION_IDS.filter(
      (id) =>
        flags[id].write &&
        flags[id].planStatus !== null &&
        flags[id].planStatus !== left &&
        OPERATIONS[id].undo === null,
    ).map((id) => ({
      operationId: id,
      note: `the plan has status ${left ?? '?'}: ${WRONG_STATE}`,
      expectCode: PLAN_STATE_CODE,
    }));
  const again = (id: OperationId): Step => ({
    operationId: id,
    note: `again (x-repeat: refused): ${WRONG_STATE}`,
    expectCode: PLAN_STATE_CODE,
    repeat: 'refused',
    rule: 'repeat-refused',
  });
  return [
    { operationId: first, note: `changes the plan's state; ${second} undoes it` },
    again(first),
    ...wrongWhile(flags[second].planStatus),
    { operationId: second, note: `undoes ${first}` },
    again(second),
    ...wrongWhile(flags[first].planStatus),
  ];
}

/** terminatePlan last, sent again (x-repeat: refused), and a write of the deleted plan (5002). */
export function lastSteps(writes: readonly OperationId[], flags: Flags): Step[] {
  if (!writes.includes('terminatePlan')) return [];
  const gone = 'the deleted plan: openapi.yaml answers 5002 (no such plan)';
  const afterDelete = planWrites(flags).find(
    (id) => id !== 'terminatePlan' && ![null, id].includes(OPERATIONS[id].undo),
  );
  return [
    { operationId: 'terminatePlan', note: 'deletes the plan, last (cannot be undone)' },
    ...(flags.terminatePlan.repeat === 'refused'
      ? [
          {
            operationId: 'terminatePlan' as const,
            note: `again (x-repeat: refused): ${gone}`,
            expectCode: PLAN_NOT_FOUND_CODE,
            repeat: 'refused' as const,
            rule: 'repeat-refused' as const,
          },
        ]
      : []),
    ...(afterDelete === undefined
      ? []
      : [
          {
            operationId: afterDelete,
            note: gone,
            expectCode: PLAN_NOT_FOUND_CODE,
            rule: 'no-such-plan' as const,
          },
        ]),
  ];
}
