import { describe, expect, it } from 'vitest';
import { FIRST_PLAN_ID } from '#mocks/store/mock-state.ts';
import { isApiError } from '#src/api/api-error.ts';
import { changeNextPayDt } from '#src/api/operations/change-next-pay-dt.ts';
import { queryAutoShipPlan } from '#src/api/operations/query-auto-ship-plan.ts';
import { shipNow } from '#src/api/operations/ship-now.ts';
import { skipNextDelivery } from '#src/api/operations/skip-next-delivery.ts';
import { setScenario } from '#tests/support/set-scenario.ts';

// The mock backend's proposed delivery calls, through the app's request functions and the
// Vitest MSW server: what openapi.yaml says each does, and the failures it lists.

const PLAN = FIRST_PLAN_ID;
const DAY_MS = 86_400_000;

/** A UTC calendar day `days` from today, as changeNextPayDt takes it. */
function utcDay(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

async function failureCode(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error.code;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('mock backend: the next delivery', () => {
  it('skip answers the plan one interval later, and the next read sees it', async () => {
    setScenario('active');
    const before = Date.parse((await queryAutoShipPlan())?.nextPayDt ?? '');
    const answered = await skipNextDelivery(PLAN);
    expect(Date.parse(answered?.nextPayDt ?? '') - before).toBe(45 * DAY_MS);
    expect((await queryAutoShipPlan())?.nextPayDt).toBe(answered?.nextPayDt);
  });

  it('ship now answers today plus the interval', async () => {
    setScenario('next-delivery-skipped');
    const answered = await shipNow(PLAN);
    const when = Date.parse(answered?.nextPayDt ?? '');
    expect(Math.abs(when - (Date.now() + 45 * DAY_MS))).toBeLessThan(60_000);
  });

  it('a new date: the day sent, at noon UTC; the range’s ends (a day more each side) accepted', async () => {
    setScenario('active');
    expect((await changeNextPayDt(PLAN, utcDay(10)))?.nextPayDt).toBe(`${utcDay(10)}T12:00:00Z`);
    expect((await changeNextPayDt(PLAN, utcDay(-1)))?.nextPayDt).toBe(`${utcDay(-1)}T12:00:00Z`);
    expect((await changeNextPayDt(PLAN, utcDay(46)))?.nextPayDt).toBe(`${utcDay(46)}T12:00:00Z`);
  });

  it.each([
    ['two days ago', -2],
    ['beyond one interval and a day', 47],
  ])('a new date %s answers 4000 and changes nothing', async (_name, days) => {
    setScenario('active');
    const before = (await queryAutoShipPlan())?.nextPayDt;
    expect(await failureCode(changeNextPayDt(PLAN, utcDay(days)))).toBe(4000);
    expect(await failureCode(changeNextPayDt(PLAN, '2026-02-30'))).toBe(4000);
    expect((await queryAutoShipPlan())?.nextPayDt).toBe(before);
  });

  it.each(['paused', 'draft'])('a %s plan answers 5003 to each', async (scenario) => {
    setScenario(scenario);
    expect(await failureCode(skipNextDelivery(PLAN))).toBe(5003);
    expect(await failureCode(shipNow(PLAN))).toBe(5003);
    expect(await failureCode(changeNextPayDt(PLAN, utcDay(5)))).toBe(5003);
  });

  it('no plan answers 5002 to each', async () => {
    setScenario('no-plan');
    expect(await failureCode(skipNextDelivery(PLAN))).toBe(5002);
    expect(await failureCode(shipNow(PLAN))).toBe(5002);
    expect(await failureCode(changeNextPayDt(PLAN, utcDay(5)))).toBe(5002);
  });
});
