import { describe, expect, it } from 'vitest';
import { FILE_SCENARIOS } from '#mocks/scenarios/registry.ts';
import { PRISM_PREFER } from '#mocks/generated/prism-prefer.ts';
import { scenarioFileProblems } from '#mocks/scenarios/validate-scenario-file.ts';
import {
  MAX_URL_LENGTH,
  addressCarrying,
  decodeScenarioJson,
  encodeScenarioJson,
} from '#mocks/scenarios/scenario-url.ts';
import { setScenario } from '#tests/support/set-scenario.ts';

// Scenario files (mocks/scenarios/files/*.json, docs/qa-mock-tools.md): checked against
// openapi.yaml's schemas with a message naming the field and the rule, then seeded like any
// built-in scenario.

describe('the repository’s scenario files', () => {
  it.each(FILE_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    '%s passes the check',
    { timeout: 30_000 },
    (name, scenario) => {
      // The first check compiles the contract's schemas (Ajv): slow on a loaded machine.
      expect(scenarioFileProblems(scenario.file, name)).toEqual([]);
    },
  );

  it('paused-two-items-toronto seeds its overrides over the paused scenario', () => {
    const store = setScenario('paused-two-items-toronto');
    const { plan, addresses, outOfStockVariantIds } = store.snapshot();
    expect(plan).toMatchObject({ status: 2, daySpan: 60, addressId: 9101 });
    expect(plan?.orderItemList.map((item) => [item.variantId, item.variantNum])).toEqual([
      [4100001, 2],
      [4100005, 1],
    ]);
    expect(addresses.find((address) => address.id === 9101)?.city).toBe('Toronto');
    expect(outOfStockVariantIds).toEqual([4100005]);
    // Prism serves the file's fault too: its examples are generated from the registry.
    expect(PRISM_PREFER['paused-two-items-toronto']?.restartPlan).toMatch(/^code=500\b/);
  });
});

describe('a scenario file with mistakes', () => {
  it('a field of the wrong type is named with the contract’s rule', () => {
    const problems = scenarioFileProblems({ base: 'active', plan: { status: 'paused' } }, 'x');
    expect(problems).toContain(
      'plan.status: must be integer (openapi.yaml#/components/schemas/Plan/properties/status/type)',
    );
  });

  it('an unknown base, field, operation and variant are each named', () => {
    const problems = scenarioFileProblems(
      { base: 'actve', colour: 'red', faults: { pausPlan: { status: 500 } } },
      'x',
    );
    expect(problems.some((problem) => problem.startsWith('base: must be one of "no-plan"'))).toBe(
      true,
    );
    expect(problems).toContain('colour: not a field here');
    expect(problems).toContain('faults.pausPlan: not an operation id of the contract');
    expect(
      scenarioFileProblems({ base: 'active', items: [{ variantId: 1, variantNum: 2 }] }, 'x'),
    ).toEqual(['items[0].variantId: no variant 1 in the mock catalogue']);
  });

  it('an address without the contract’s required fields', () => {
    expect(scenarioFileProblems({ base: 'active', address: { city: 'Oslo' } }, 'x')).toEqual([
      'address.address1: is required (openapi.yaml#/components/schemas/Address/required)',
      'address.zip: is required (openapi.yaml#/components/schemas/Address/required)',
      'address.country_code: is required (openapi.yaml#/components/schemas/Address/required)',
    ]);
  });
});

describe('a fault’s latency and a call that never answers', () => {
  it('a latency over the maximum is refused, naming the maximum and the fault that never answers', () => {
    // MSW cannot wait longer than a timer holds: 1e12 used to pass and answer a 500 at once.
    expect(
      scenarioFileProblems({ base: 'active', faults: { pausePlan: { latencyMs: 1e12 } } }, 'x'),
    ).toEqual([
      'faults.pausePlan.latencyMs: at most 600000 ms (10 minutes); for a call that never answers write "neverAnswers": true',
    ]);
    expect(
      scenarioFileProblems({ base: 'active', faults: { pausePlan: { latencyMs: 600_000 } } }, 'x'),
    ).toEqual([]);
  });

  it('"neverAnswers": true is a fault of its own, alone on its operation', () => {
    expect(
      scenarioFileProblems({ base: 'active', faults: { pausePlan: { neverAnswers: true } } }, 'x'),
    ).toEqual([]);
    expect(
      scenarioFileProblems(
        {
          base: 'active',
          faults: { pausePlan: { neverAnswers: true, status: 500, latencyMs: 5 } },
        },
        'x',
      ),
    ).toEqual([
      'faults.pausePlan: neverAnswers goes alone (a call that never answers has no status, latencyMs)',
    ]);
    expect(
      scenarioFileProblems({ base: 'active', faults: { pausePlan: { neverAnswers: false } } }, 'x'),
    ).toEqual([
      'faults.pausePlan.neverAnswers: must be true (leave it out for a call that answers)',
    ]);
  });
});

describe('a scenario carried in the URL', () => {
  it('round-trips through base64url, accents included', () => {
    const json = JSON.stringify({ base: 'active', description: 'Zoë’s plan' });
    expect(decodeScenarioJson(encodeScenarioJson(json))).toEqual({
      ok: true,
      file: { base: 'active', description: 'Zoë’s plan' },
    });
  });

  it('is refused with the reason when the link would be too long', () => {
    const json = JSON.stringify({ base: 'active', description: 'x'.repeat(MAX_URL_LENGTH) });
    const carried = addressCarrying('https://qa.example/review', json, 'scenarioJson');
    expect(carried.ok).toBe(false);
    expect(!carried.ok && carried.problem).toContain(`at most ${MAX_URL_LENGTH}`);
  });
});
