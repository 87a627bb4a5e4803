/**
 * The contract coverage of a test run: every documented (operation, HTTP status) pair of
 * openapi.yaml, whether a test made the mock backend answer it and then asserted something, and
 * under which scenarios; which envelope codes each operation answered; and what the mock
 * answered off the contract (mocks/answer-log.ts wrote the records).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractOperations, documentedResponses } from '#scripts/contract/openapi-validator.ts';
import type { LoggedAnswer, LoggedRecord, LoggedTestEnd } from '#mocks/answer-log.ts';
import { envelopeCodes } from '#scripts/contract-check/answer-checks.ts';

interface PairCoverage {
  operationId: string;
  status: string;
  count: number;
  scenarios: string[];
}

interface CodeCoverage {
  operationId: string;
  code: number;
  count: number;
  scenarios: string[];
}

export interface ContractCoverage {
  pairs: PairCoverage[];
  codes: CodeCoverage[];
  documented: number;
  exercised: number;
  /** Answers with a status the contract does not document (a mock bug). */
  undocumented: PairCoverage[];
  /** Answers with an envelope code `x-envelope-codes` does not list (a mock bug). */
  undocumentedCodes: CodeCoverage[];
  /** Listed envelope codes no asserted answer carried. */
  codesNeverAnswered: number[];
  /** Answers no assertion followed (given outside a test, or in a test that asserted nothing after). */
  unasserted: number;
}

export function readRecords(directory: string): LoggedRecord[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(directory, name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LoggedRecord);
}

function isAnswer(record: LoggedRecord): record is LoggedAnswer {
  return 'operationId' in record;
}

/** An answer counts when the test that got it made an assertion after it. */
function asserted(answer: LoggedAnswer, finals: ReadonlyMap<string, number>): boolean {
  if (answer.test === undefined) return false;
  return (finals.get(answer.test) ?? 0) > (answer.assertionsBefore ?? 0);
}

function tally<K extends string>(
  map: Map<K, { count: number; scenarios: Set<string> }>,
  key: K,
  scenario: string,
) {
  const entry = map.get(key) ?? { count: 0, scenarios: new Set<string>() };
  entry.count += 1;
  entry.scenarios.add(scenario);
  map.set(key, entry);
}

export function contractCoverage(records: readonly LoggedRecord[]): ContractCoverage {
  const finals = new Map<string, number>();
  for (const record of records.filter((r): r is LoggedTestEnd => !isAnswer(r))) {
    finals.set(record.test, Math.max(finals.get(record.test) ?? 0, record.assertions));
  }
  const byPair = new Map<string, { count: number; scenarios: Set<string> }>();
  const byCode = new Map<string, { count: number; scenarios: Set<string> }>();
  const offContract = new Map<string, { count: number; scenarios: Set<string> }>();
  const listed = envelopeCodes();
  let unasserted = 0;
  for (const record of records.filter(isAnswer)) {
    const key = `${record.operationId} ${record.status}`;
    const documentedPair = documentedResponses(record.operationId).has(String(record.status));
    // An answer off the contract fails the run whether or not a test asserted on it.
    if (!documentedPair) tally(offContract, key, record.scenario);
    if (record.code !== null && !listed.has(record.code)) {
      tally(byCode, `${record.operationId} ${record.code}`, record.scenario);
    }
    if (!asserted(record, finals)) {
      unasserted += 1;
      continue;
    }
    if (documentedPair) tally(byPair, key, record.scenario);
    if (record.code !== null && listed.has(record.code))
      tally(byCode, `${record.operationId} ${record.code}`, record.scenario);
  }
  const pairs: PairCoverage[] = [];
  const documentedKeys = new Set<string>();
  for (const operationId of contractOperations().keys()) {
    for (const status of documentedResponses(operationId).keys()) {
      const key = `${operationId} ${status}`;
      documentedKeys.add(key);
      const entry = byPair.get(key);
      pairs.push({
        operationId,
        status,
        count: entry?.count ?? 0,
        scenarios: [...(entry?.scenarios ?? [])].sort(),
      });
    }
  }
  const undocumented = [...offContract]
    .filter(([key]) => !documentedKeys.has(key))
    .map(([key, entry]) => {
      const [operationId = '', status = ''] = key.split(' ');
      return { operationId, status, count: entry.count, scenarios: [...entry.scenarios].sort() };
    });
  const codes = [...byCode].map(([key, entry]) => {
    const [operationId = '', code = '0'] = key.split(' ');
    return {
      operationId,
      code: Number(code),
      count: entry.count,
      scenarios: [...entry.scenarios].sort(),
    };
  });
  codes.sort((a, b) => a.operationId.localeCompare(b.operationId) || a.code - b.code);
  const answeredCodes = new Set(codes.map((code) => code.code));
  return {
    pairs,
    codes: codes.filter((code) => listed.has(code.code)),
    documented: pairs.length,
    exercised: pairs.filter((pair) => pair.count > 0).length,
    undocumented,
    undocumentedCodes: codes.filter((code) => !listed.has(code.code)),
    codesNeverAnswered: [...listed.keys()].filter((code) => !answeredCodes.has(code)),
    unasserted,
  };
}

/** Whether the run passes: every pair asserted, nothing off the contract, every code answered. */
export function coverageComplete(coverage: ContractCoverage): boolean {
  return (
    coverage.exercised === coverage.documented &&
    coverage.undocumented.length === 0 &&
    coverage.undocumentedCodes.length === 0 &&
    coverage.codesNeverAnswered.length === 0
  );
}

export function formatCoverage(coverage: ContractCoverage): string {
  const operations = [...new Set(coverage.pairs.map((pair) => pair.operationId))];
  const width = Math.max(...operations.map((id) => id.length), 'operation'.length);
  const lines = [
    `${'operation'.padEnd(width)}  ${'statuses (answers; scenarios)'.padEnd(64)}  envelope codes answered`,
    `${'-'.repeat(width)}  ${'-'.repeat(64)}  -----------------------`,
  ];
  for (const operationId of operations) {
    const statuses = coverage.pairs
      .filter((pair) => pair.operationId === operationId)
      .map((pair) =>
        pair.count > 0
          ? `${pair.status} ok (${pair.count}; ${pair.scenarios.length})`
          : `${pair.status} MISSING`,
      )
      .join(', ');
    const codes = coverage.codes
      .filter((code) => code.operationId === operationId)
      .map((code) => String(code.code))
      .join(' ');
    lines.push(`${operationId.padEnd(width)}  ${statuses.padEnd(64)}  ${codes}`);
  }
  const missing = coverage.pairs.filter((pair) => pair.count === 0);
  lines.push('');
  if (missing.length > 0) {
    lines.push(`NEVER EXERCISED (${missing.length}):`);
    for (const pair of missing) lines.push(`  ${pair.operationId} ${pair.status}`);
  }
  if (coverage.undocumented.length > 0) {
    lines.push(`ANSWERED BUT NOT DOCUMENTED (${coverage.undocumented.length}):`);
    for (const pair of coverage.undocumented) lines.push(`  ${pair.operationId} ${pair.status}`);
  }
  if (coverage.undocumentedCodes.length > 0) {
    lines.push(
      `ENVELOPE CODES NOT LISTED IN x-envelope-codes (${coverage.undocumentedCodes.length}):`,
    );
    for (const code of coverage.undocumentedCodes)
      lines.push(`  ${code.operationId} code ${code.code} (${code.scenarios.join(', ')})`);
  }
  if (coverage.codesNeverAnswered.length > 0) {
    lines.push(
      `LISTED ENVELOPE CODES NO ASSERTED ANSWER CARRIED (${coverage.codesNeverAnswered.length}): ${coverage.codesNeverAnswered.join(', ')}`,
    );
  }
  lines.push(
    `${coverage.unasserted} answer${coverage.unasserted === 1 ? '' : 's'} not counted: no assertion followed them in their test`,
  );
  const percent =
    coverage.documented === 0 ? 100 : (100 * coverage.exercised) / coverage.documented;
  lines.push(
    `${coverage.exercised} of ${coverage.documented} documented (operation, status) pairs exercised (${percent.toFixed(0)}%)`,
  );
  return lines.join('\n');
}
