/**
 * The contract coverage of a test run: every documented (operation, HTTP status) pair of
 * openapi.yaml, whether the suite made the mock backend answer it and under which scenarios,
 * and which envelope codes each operation answered (mocks/answer-log.ts wrote the records).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractOperations, documentedResponses } from '#scripts/contract/openapi-validator.ts';
import type { LoggedAnswer } from '#mocks/answer-log.ts';

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
}

export function readRecords(directory: string): LoggedAnswer[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(directory, name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LoggedAnswer);
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

export function contractCoverage(records: readonly LoggedAnswer[]): ContractCoverage {
  const byPair = new Map<string, { count: number; scenarios: Set<string> }>();
  const byCode = new Map<string, { count: number; scenarios: Set<string> }>();
  for (const record of records) {
    tally(byPair, `${record.operationId} ${record.status}`, record.scenario);
    if (record.code !== null)
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
  const undocumented = [...byPair]
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
  return {
    pairs,
    codes,
    documented: pairs.length,
    exercised: pairs.filter((pair) => pair.count > 0).length,
    undocumented,
  };
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
  const percent =
    coverage.documented === 0 ? 100 : (100 * coverage.exercised) / coverage.documented;
  lines.push(
    `${coverage.exercised} of ${coverage.documented} documented (operation, status) pairs exercised (${percent.toFixed(0)}%)`,
  );
  return lines.join('\n');
}
