import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contractDiff } from '#scripts/contract-diff/main.ts';
import { schemaUsers } from '#tests/support/schema-users.ts';

/**
 * `npm run contract:diff` on a scratch repository, the contract's shared schemas changed in the
 * working copy: each change is listed under every operation using the schema, and a change that
 * makes a valid backend's answer invalid is breaking for backends, proposed operations included.
 */
type Schema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };
interface Contract {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema> };
}

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as Contract;
const schemas = contract.components.schemas;
const proposed = new Set(
  Object.values(contract.paths).flatMap((item) =>
    Object.values(item)
      .filter((operation) => operation['x-proposed'] === true)
      .map((operation) => String(operation.operationId)),
  ),
);
let repo: string;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`openapi.yaml has no ${what}`);
  return value;
}
let out = '';
let code = -1;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
    cwd: repo,
    stdio: 'ignore',
  });

async function diff(): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const exit = await contractDiff(['--base', 'HEAD'], repo, (line) => lines.push(line));
  return { code: exit, out: lines.join('\n') };
}

/** The lines printed under a title, up to the next title. */
function listed(title: string): string[] {
  const lines = out.split('\n');
  const start = lines.indexOf(title);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('  '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}
const STOREFRONTS = 'Breaking for deployed storefronts:';
const BACKENDS = 'Breaking for backends:';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `op answer 200 data[].zip: answer narrowed: …`, whatever the field's path to the schema. */
function line(operationId: string, where: string, field: string, what: string): RegExp {
  const mark = proposed.has(operationId) ? ' \\(proposed operation\\)' : '';
  return new RegExp(
    `^ {2}${operationId} ${where} ${field}: ${escape(what)}${mark} {2}\\[NOT ACKNOWLEDGED\\]$`,
  );
}

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'contract-diff-shared-'));
  mkdirSync(join(repo, 'docs'));
  writeFileSync(join(repo, 'openapi.yaml'), stringify(contract));
  writeFileSync(join(repo, 'docs', 'contract-changes.md'), '# Contract changes\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
  const changed = structuredClone(contract);
  const schema = (name: string) => must(changed.components.schemas[name], name);
  // A shorter postcode (request and answer), a closed plan, a payment URL of any form, a longer
  // page of orders, a plan status fewer.
  must(schema('Address').properties?.zip, 'Address.zip').maxLength = 10;
  schema('Plan').additionalProperties = false;
  delete schema('PaymentUrl').pattern;
  const pages = (schema('QueryOrdersBody').allOf as Schema[] | undefined)?.[1];
  must(pages?.properties?.pageSize, 'QueryOrdersBody pageSize').maximum = 100;
  schema('PlanStatus').enum = [0, 1];
  writeFileSync(join(repo, 'openapi.yaml'), stringify(changed));
  ({ code, out } = await diff());
}, 60_000);

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe('contract:diff on shared schemas', () => {
  it('lists a narrowed Address.zip under every operation using Address: breaking for backends in answers, for storefronts in requests', () => {
    const users = schemaUsers(contract, 'Address');
    expect(users.answer.length).toBeGreaterThan(1);
    expect(users.request.length).toBeGreaterThan(1);
    for (const operationId of users.answer) {
      expect(listed(BACKENDS)).toContainEqual(
        expect.stringMatching(
          line(operationId, 'answer \\d+', '\\S*zip', 'answer narrowed: maxLength none -> 10'),
        ),
      );
    }
    for (const operationId of users.request) {
      expect(listed(STOREFRONTS)).toContainEqual(
        expect.stringMatching(
          line(operationId, 'request', '(\\S*\\.)?zip', 'request narrowed: maxLength none -> 10'),
        ),
      );
    }
    expect(code).toBe(1);
  });

  it('calls a closed plan answer and a narrowed status enum breaking for backends on every operation answering them, proposed ones included', () => {
    const plan = schemaUsers(contract, 'Plan').answer;
    expect(plan.some((operationId) => proposed.has(operationId))).toBe(true);
    for (const operationId of plan) {
      expect(listed(BACKENDS)).toContainEqual(
        expect.stringMatching(
          line(
            operationId,
            'answer \\d+',
            '\\S*',
            'answer narrowed: additionalProperties none -> false',
          ),
        ),
      );
    }
    const status = schemaUsers(contract, 'PlanStatus').answer;
    expect(status.length).toBeGreaterThan(1);
    for (const operationId of status) {
      expect(listed(BACKENDS)).toContainEqual(
        expect.stringMatching(line(operationId, 'answer \\d+', '\\S*', 'answer enum narrowed: 2')),
      );
    }
  });

  it('calls a widened answer bound breaking for storefronts and a widened request bound breaking for backends', () => {
    const pattern = JSON.stringify(must(schemas.PaymentUrl, 'PaymentUrl').pattern);
    const payment = schemaUsers(contract, 'PaymentUrl').answer;
    expect(payment.length).toBeGreaterThan(0);
    for (const operationId of payment) {
      expect(listed(STOREFRONTS)).toContainEqual(
        expect.stringMatching(
          line(operationId, 'answer \\d+', '\\S*', `answer widened: pattern ${pattern} -> none`),
        ),
      );
    }
    for (const operationId of schemaUsers(contract, 'QueryOrdersBody').request) {
      expect(listed(BACKENDS)).toContainEqual(
        expect.stringMatching(
          line(operationId, 'request', 'pageSize', 'request widened: maximum 50 -> 100'),
        ),
      );
    }
  });

  it('passes once docs/contract-changes.md names each breaking change, proposed operations included', async () => {
    const names = [...listed(STOREFRONTS), ...listed(BACKENDS)].map((entry) =>
      entry.trim().slice(0, entry.trim().indexOf(': ')),
    );
    expect(names.length).toBeGreaterThan(0);
    writeFileSync(
      join(repo, 'docs', 'contract-changes.md'),
      [
        '# Contract changes',
        ...names.map((name) => `- 2026-11-28 ${name}: acknowledged.`),
        '',
      ].join('\n'),
    );
    const after = await diff();
    expect(after.out).not.toContain('NOT ACKNOWLEDGED');
    expect(after.code).toBe(0);
  }, 60_000);
});
