import { describe, expect, it } from 'vitest';
import {
  FAULT_EXAMPLES,
  FAULT_STORAGE_KEY,
  formatFaults,
  parseFaults,
  selectUrlFaults,
  urlFaults,
} from '#mocks/url-faults.ts';

describe('?fault= (per-call faults for QA)', () => {
  it('reads the README’s example, a delay adding to a failure on the same call', () => {
    expect(
      parseFaults(
        'pausePlan:500,terminatePlan:timeout,queryCustomerAddress:malformed,pausePlan:delay=3000',
      ),
    ).toEqual({
      ok: true,
      faults: {
        pausePlan: { status: 500, delayMs: 3000 },
        terminatePlan: { timeout: true },
        queryCustomerAddress: { malformed: true },
      },
    });
  });

  it.each([
    ['getPlanAddress:500html', { getPlanAddress: { status: 500, html: true } }],
    ['getPlanAddress:html', { getPlanAddress: { status: 500, html: true } }],
    ['queryAutoShipPlan:403', { queryAutoShipPlan: { status: 403 } }],
    ['terminatePlan:code=5052', { terminatePlan: { code: 5052 } }],
    ['restartPlan:network', { restartPlan: { network: true } }],
    ['queryAutoShipPlan:offcontract', { queryAutoShipPlan: { offContract: true } }],
    ['queryAutoShipPlan:off-contract', { queryAutoShipPlan: { offContract: true } }],
    ['none', {}],
    ['', {}],
  ])('%s', (text, faults) => {
    expect(parseFaults(text)).toEqual({ ok: true, faults });
  });

  it.each([
    ['pausePlan', 'is not a fault'],
    ['pausePlan:boom', 'is not a fault'],
    ['nosuchCall:500', 'is not an operation of the contract'],
  ])('refuses %s as a name it does not know', (text, problem) => {
    const parsed = parseFaults(text);
    expect(parsed).toMatchObject({ ok: false, refused: 'name' });
    if (!parsed.ok) expect(parsed.problem).toContain(problem);
  });

  it.each([
    ['pausePlan:200', 'a status is an HTTP error, 400–599'],
    ['pausePlan:600html', 'a status is an HTTP error, 400–599'],
    ['pausePlan:code=200', 'not 200 (success)'],
    ['pausePlan:code=abc', 'a failure code is a whole number of at most 6 digits'],
    [
      'pausePlan:delay=-5',
      'a delay is a whole number of milliseconds, at most 600000 (10 minutes)',
    ],
    ['pausePlan:delay=600001', 'at most 600000 (10 minutes)'],
    ['pausePlan:delay=1e12', 'at most 600000 (10 minutes); for a call that never answers'],
    ['pausePlan:delay=1000000000000', 'write pausePlan:timeout'],
    ['pausePlan:delay=', 'at most 600000 (10 minutes)'],
  ])('refuses %s as a value out of its range, naming the limit', (text, problem) => {
    const parsed = parseFaults(text);
    expect(parsed).toMatchObject({ ok: false, refused: 'value' });
    if (parsed.ok) return;
    expect(parsed.problem.startsWith(`“${text}”: `)).toBe(true);
    expect(parsed.problem).toContain(problem);
  });

  it('takes the limits themselves', () => {
    expect(parseFaults('pausePlan:delay=600000,terminatePlan:599,restartPlan:400')).toEqual({
      ok: true,
      faults: {
        pausePlan: { delayMs: 600000 },
        terminatePlan: { status: 599 },
        restartPlan: { status: 400 },
      },
    });
  });

  it('every example on the scenario index is valid and reads back the same', () => {
    for (const example of FAULT_EXAMPLES) {
      const parsed = parseFaults(example);
      expect(parsed.ok, example).toBe(true);
      if (parsed.ok) expect(parseFaults(formatFaults(parsed.faults))).toEqual(parsed);
    }
  });

  it('holds for the tab: kept in sessionStorage until the URL names others or none', () => {
    selectUrlFaults('?fault=pausePlan:500', sessionStorage);
    expect(JSON.parse(sessionStorage.getItem(FAULT_STORAGE_KEY) ?? '{}')).toEqual({
      pausePlan: { status: 500 },
    });
    expect(selectUrlFaults('?scenario=paused', sessionStorage)).toEqual({
      ok: true,
      faults: { pausePlan: { status: 500 } },
    });
    selectUrlFaults('?fault=none', sessionStorage);
    expect(urlFaults()).toEqual({});
    sessionStorage.setItem(FAULT_STORAGE_KEY, '{broken');
    expect(selectUrlFaults('', sessionStorage)).toEqual({ ok: true, faults: {} });
  });
});
