import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contractDiff } from '#scripts/contract-diff/main.ts';
import { schemaUsers } from '#tests/support/schema-users.ts';

/**
 * `npm run contract:diff` on a scratch repository: openapi.yaml committed as it is, then changed
 * in the working copy the way a front-end developer might.
 */
let repo: string;
/** The operations answering a plan, each changed by a change to `Plan`; proposed ones apart. */
let planAnswers: { operationId: string; proposed: boolean }[] = [];

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
    cwd: repo,
    stdio: 'ignore',
  });

interface Contract {
  paths: Record<string, unknown>;
  components: { schemas: { Plan: { required: string[]; properties: Record<string, unknown> } } };
}

async function diff(): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await contractDiff(['--base', 'HEAD'], repo, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'contract-diff-test-'));
  mkdirSync(join(repo, 'docs'));
  const contract = parse(readFileSync('openapi.yaml', 'utf8')) as Contract;
  const operations = Object.values(contract.paths).flatMap((item) =>
    Object.values(item as Record<string, { operationId?: string; 'x-proposed'?: boolean }>),
  );
  planAnswers = schemaUsers(contract, 'Plan').answer.map((operationId) => ({
    operationId,
    proposed: operations.some(
      (operation) => operation.operationId === operationId && operation['x-proposed'] === true,
    ),
  }));
  writeFileSync(join(repo, 'openapi.yaml'), stringify(contract));
  writeFileSync(join(repo, 'docs', 'contract-changes.md'), '# Contract changes\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
  // The changes: an answer field removed, a new required answer field, a proposed operation.
  const plan = contract.components.schemas.Plan;
  delete plan.properties.customerId;
  plan.properties.lastPaidDt = { type: 'string', format: 'date-time' };
  plan.required = [...plan.required, 'lastPaidDt'];
  // A part proposed on a settled operation: an answer field and a query parameter.
  plan.properties.lastSkippedDt = { type: 'string', 'x-proposed': true };
  const pause = (
    contract.paths['/autoShip/pausePlan/{planId}'] as { get: { parameters: unknown[] } }
  ).get;
  pause.parameters = [
    ...pause.parameters,
    { name: 'dryRun', in: 'query', 'x-proposed': true, schema: { type: 'boolean' } },
  ];
  contract.paths['/autoShip/queryDeliveryCount'] = {
    get: {
      operationId: 'queryDeliveryCount',
      'x-write': false,
      'x-plan-scoped': false,
      'x-proposed': true,
      summary: 'How many deliveries the plan has made',
      responses: {
        '200': {
          description: 'The count',
          content: { 'application/json': { schema: { type: 'integer' } } },
        },
      },
    },
  };
  writeFileSync(join(repo, 'openapi.yaml'), stringify(contract));
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe('contract:diff', () => {
  it('flags a removed answer field for storefronts and a new required one for backends, and fails until they are acknowledged', async () => {
    const { code, out } = await diff();
    const storefronts = out.slice(out.indexOf('Breaking for deployed storefronts:'));
    const backends = out.slice(out.indexOf('Breaking for backends:'));
    expect(storefronts).toMatch(
      /^Breaking for deployed storefronts:\n {2}queryAutoShipPlan answer 200 data\.customerId: answer field removed {2}\[NOT ACKNOWLEDGED\]/,
    );
    expect(backends).toMatch(
      /^Breaking for backends:\n {2}queryAutoShipPlan answer 200 data\.lastPaidDt: answer field now required {2}\[NOT ACKNOWLEDGED\]/,
    );
    // Every operation answering a plan is listed; a proposed one breaks backends only.
    for (const { operationId, proposed } of planAnswers) {
      expect(backends).toContain(
        `${operationId} answer 200 data.lastPaidDt: answer field now required${proposed ? ' (proposed operation)' : ''}  [NOT ACKNOWLEDGED]`,
      );
      expect(proposed ? out.slice(out.indexOf('Proposed operations')) : storefronts).toContain(
        `${operationId} answer 200 data.customerId: answer field removed`,
      );
    }
    const settled = planAnswers.filter(({ proposed }) => !proposed).length;
    expect(out).toContain(`${settled + planAnswers.length} breaking changes not acknowledged`);
    // The proposal is listed apart, and breaks nothing.
    expect(out.slice(out.indexOf('Proposed operations'))).toContain(
      'queryDeliveryCount operation: operation added',
    );
    // So are the parts proposed on settled operations, a parameter by its name.
    const proposals = out.slice(out.indexOf('Proposed operations'));
    expect(proposals).toContain(
      'queryAutoShipPlan answer 200 data.lastSkippedDt: answer field added',
    );
    expect(proposals).toContain('pausePlan request parameters[dryRun]');
    expect(out.slice(0, out.indexOf('Proposed operations'))).not.toMatch(/lastSkippedDt|dryRun/);
    expect(code).toBe(1);
  }, 60_000);

  it('passes once docs/contract-changes.md names each breaking change', async () => {
    writeFileSync(
      join(repo, 'docs', 'contract-changes.md'),
      [
        '# Contract changes',
        '- 2026-11-26 queryAutoShipPlan answer 200 data.customerId: gone; storefronts read it from the account.',
        ...planAnswers.map(
          ({ operationId }) =>
            `- 2026-11-26 ${operationId} answer 200 data.lastPaidDt: backends must send it.`,
        ),
        '',
      ].join('\n'),
    );
    const { code, out } = await diff();
    expect(out).toContain('data.customerId: answer field removed  [acknowledged]');
    expect(out).toContain('data.lastPaidDt: answer field now required  [acknowledged]');
    expect(out).not.toContain('not acknowledged');
    expect(code).toBe(0);
  }, 60_000);

  it('exits 2 with the usage when --base is missing', async () => {
    const lines: string[] = [];
    expect(await contractDiff([], repo, (line) => lines.push(line))).toBe(2);
    expect(lines.join('\n')).toContain('--base is required');
  });
});
