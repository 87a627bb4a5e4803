import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { OPERATION_IDS, OPERATIONS } from '#mocks/operations.ts';
import {
  SAMPLE_PLAN_ID,
  SAMPLE_REQUESTS,
  defaultSampleContext,
  derivedSample,
  exampleBodyFields,
} from '#scripts/contract/sample-requests.ts';
import { noHandler, samplesOffContract } from '#scripts/prism-examples/lacking.ts';

const GENERATOR = join(process.cwd(), 'scripts/generate-mock-operations.mjs');

/** The generated operation table of `contract` (what mocks, tests and scripts read). */
function tableOf(contract: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'new-operation-'));
  try {
    writeFileSync(join(dir, 'openapi.yaml'), stringify(contract));
    execFileSync(process.execPath, [GENERATOR], { cwd: dir, stdio: 'pipe' });
    return readFileSync(join(dir, 'mocks/generated/operations.ts'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Contract = { paths: Record<string, Record<string, Record<string, unknown>>> };
const contract = () => parse(readFileSync('openapi.yaml', 'utf8')) as Contract;

// Every list of operations (the mocks' handlers and faults, the scenario registry, the tests'
// counts, the fault matrix, contract:check) reads this generated table: a new operation is one
// change to openapi.yaml and `npm run generate`.
describe('a new operation in a scratch copy of the contract', () => {
  it('the committed table is the contract’s, operation for operation', () => {
    const ids = Object.values(contract().paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect([...OPERATION_IDS].sort()).toEqual([...ids].sort());
  });

  it('joins the generated table with what it is (write, plan-scoped, undo, proposed)', () => {
    const scratch = contract();
    const template = scratch.paths['/autoShip/pausePlan/{planId}']?.get;
    scratch.paths['/autoShip/queryDeliveryCount/{planId}'] = {
      get: {
        ...template,
        operationId: 'queryDeliveryCount',
        summary: 'How many deliveries the plan has made',
        'x-write': false,
        'x-plan-scoped': true,
        'x-undo': undefined,
        'x-proposed': true,
      },
    };
    const table = tableOf(scratch);
    expect(table).toMatch(
      /queryDeliveryCount: \{ method: 'get', path: '\/autoShip\/queryDeliveryCount\/\{planId\}', secured: true, .*write: false, planScoped: true, undo: null, proposed: true \}/,
    );
    // And every operation already there keeps its row.
    for (const id of OPERATION_IDS)
      expect(table).toContain(`  ${id}: { method: '${OPERATIONS[id].method}'`);
  });

  it('refuses an operation that does not say what it is', () => {
    const scratch = contract();
    const template = scratch.paths['/autoShip/pausePlan/{planId}']?.get;
    scratch.paths['/autoShip/queryDeliveryCount/{planId}'] = {
      get: { ...template, operationId: 'queryDeliveryCount', 'x-write': undefined },
    };
    expect(() => tableOf(scratch)).toThrow(/queryDeliveryCount: x-write must be true or false/);
  });
});

/** `npm run generate`'s operation step on `contract`: what it prints on stderr when it refuses. */
function refusalOf(contract: unknown): string[] {
  try {
    tableOf(contract);
    return [];
  } catch (error) {
    return String((error as { stderr?: unknown }).stderr ?? '')
      .split('\n')
      .filter(Boolean);
  }
}

// A new operation is 5 hand-edited files: the contract, the request function, the mock's
// behaviour, the page and its test (docs/contract-workflow.md). Nothing else is keyed by it.
describe('what a new read operation needs', () => {
  it('is named by `npm run generate`, one line each: an example, a 4XX answer', () => {
    const scratch = contract();
    const template = scratch.paths['/autoShip/pausePlan/{planId}']?.get;
    scratch.paths['/autoShip/queryDeliveryCount/{planId}'] = {
      get: {
        ...template,
        operationId: 'queryDeliveryCount',
        responses: { '200': { description: 'The count', content: { 'application/json': {} } } },
      },
    };
    expect(refusalOf(scratch)).toEqual([
      'openapi.yaml: queryDeliveryCount: documents no 4XX answer (at least the 401 of a missing credential)',
      'openapi.yaml: queryDeliveryCount: its 200 answer has no named example (content.application/json.examples.active)',
    ]);
  });

  it('gets its sample call (contract tests, Prism, contract:check) from its path, no table line', () => {
    const request = derivedSample('queryAutoShipPlan', {
      method: 'get',
      path: '/autoShip/queryDeliveryCount/{planId}',
    })(defaultSampleContext());
    expect(request).toEqual({
      pathParams: { planId: SAMPLE_PLAN_ID },
      query: SAMPLE_REQUESTS.queryAutoShipPlan(defaultSampleContext()).query,
    });
  });
});

const PIECES = join(process.cwd(), 'scripts/generate-missing-pieces.mjs');

/** What `npm run generate` says `contract` still lacks in this repository's code. */
function piecesLackedBy(contract: unknown): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'new-operation-'));
  try {
    writeFileSync(join(dir, 'openapi.yaml'), stringify(contract));
    const out = execFileSync(process.execPath, [PIECES, '--contract', join(dir, 'openapi.yaml')], {
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A name no operation of the code will have: the scratch write's. */
const SCRATCH = 'changeScratchFieldForTest';

/** A proposed plan write that answers the plan, as changeNextPayDt is, under a new name. */
function scratchWrite(traits: Record<string, unknown> = {}): Contract {
  const scratch = contract();
  const template = scratch.paths['/autoShip/changeNextPayDt/{planId}']?.post;
  scratch.paths[`/autoShip/${SCRATCH}/{planId}`] = {
    post: { ...template, operationId: SCRATCH, ...traits },
  };
  return scratch;
}

describe('what `npm run generate` names of a new write', () => {
  it('refuses a write that answers the plan without saying what it changes (x-changes)', () => {
    expect(refusalOf(scratchWrite({ 'x-changes': undefined }))).toEqual([
      `openapi.yaml: ${SCRATCH}: x-changes must list the plan fields this write may change (it answers the plan)`,
    ]);
  });

  it('names each piece the code still lacks: request function, mock handler, store call', () => {
    expect(piecesLackedBy(contract())).toEqual([]);
    expect(piecesLackedBy(scratchWrite())).toEqual([
      `generate: ${SCRATCH} still lacks its request function: src/api/operations/change-scratch-field-for-test.ts exporting ${SCRATCH} (step 2)`,
      `generate: ${SCRATCH} still lacks its mock handler: mocks/handlers/, through handle or handleJson (step 3)`,
      `generate: ${SCRATCH} still lacks its call of the mock store: ${SCRATCH}(…) in a part under mocks/store/ (step 3)`,
      'generate: (docs/contract-workflow.md, "A new operation, end to end")',
    ]);
  });
});

// A write is the same 5 files: its request body's example in openapi.yaml is what its sample call
// sends (contract tests, Prism, contract:check), so it needs no line in a table either.
describe('what a new write needs', () => {
  const shared = SAMPLE_REQUESTS.skipNextDelivery(defaultSampleContext()).body as object;
  const example = {
    operationId: 'changeNextPayDt',
    status: 'request',
    mediaType: 'application/json',
    name: 'active',
    value: { ...shared, deliveryNote: 'Leave it by the side door' },
    schema: {},
  } as const;

  it('sends its own fields from its request example, the shared ones from the context', () => {
    const own = exampleBodyFields('changeNextPayDt', [example]);
    expect(own).toEqual({ deliveryNote: 'Leave it by the side door' });
    const request = derivedSample(
      'changeNextPayDt',
      { method: 'post', path: '/autoShip/changeDeliveryNote/{planId}' },
      own,
    )(defaultSampleContext());
    expect(request).toMatchObject({
      pathParams: { planId: SAMPLE_PLAN_ID },
      body: { ...shared, deliveryNote: 'Leave it by the side door' },
    });
  });

  it('is named by `npm run generate` while its sample is off the contract or no handler answers it', () => {
    expect(samplesOffContract()).toEqual([]);
    expect(noHandler('skipNextDelivery', 200)).toBeNull();
    expect(noHandler('skipNextDelivery', 404)).toBe(
      'skipNextDelivery: no mock handler answers POST /autoShip/skipNextDelivery/{planId}: add one in mocks/handlers/ (docs/contract-workflow.md, step 3)',
    );
  });
});
