/**
 * The checker's three outputs: the table a person reads in the terminal, the JSON report, and
 * JUnit XML for CI servers (one test case per operation × credential × check).
 */
import { OPERATIONS } from '#mocks/operations.ts';
import { CHECKS, type CheckReport, type ProbeResult } from './check-types.ts';

const MARK = { pass: 'ok', fail: 'FAIL', skip: '-' } as const;

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** `with`/`without` the credential; `open` for a call the contract does not secure (none sent). */
function credentialLabel(probe: Pick<ProbeResult, 'credential' | 'operationId'>): string {
  if (!OPERATIONS[probe.operationId].secured) return 'open';
  return probe.credential ? 'with' : 'without';
}

function violationLabel(probe: Pick<ProbeResult, 'credential' | 'operationId'>): string {
  const label = credentialLabel(probe);
  return label === 'open' ? 'open call' : `${label} credential`;
}

export function formatTable(report: CheckReport): string {
  const header = ['operation', 'credential', 'HTTP', ...CHECKS];
  const rows = report.probes.map((probe) => [
    probe.operationId,
    credentialLabel(probe),
    probe.status === null ? '---' : String(probe.status),
    ...CHECKS.map((check) =>
      probe.checks.transport === 'fail' && check === 'status' ? 'FAIL' : MARK[probe.checks[check]],
    ),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const lines = [
    `contract:check ${report.baseUrl}${report.storeUrl === report.baseUrl ? '' : ` (store ${report.storeUrl})`}`,
    `  ${report.withCredential ? 'with and without the credential' : 'no --token: only refusals and unsecured calls'}; ${
      report.allowWrites ? 'reads and writes' : 'reads only (--allow-writes adds the writes)'
    }; ${report.origin === null ? 'no CORS check (--origin adds it)' : `CORS as seen from ${report.origin}`}`,
    ...report.notes.map((note) => `  NOTE: ${note}`),
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ];

  if (report.allowWrites && report.writes.length > 0) {
    lines.push('', 'WRITES with the credential (what each did, or why it was not made)');
    for (const write of report.writes) {
      const plan = write.planId === null ? '' : ` plan ${write.planId}`;
      lines.push(`  ${write.outcome.padEnd(7)} ${write.operationId}${plan}: ${write.note}`);
    }
  }

  const violations = report.probes.flatMap((probe) => probe.violations);
  if (violations.length > 0) {
    lines.push('', `VIOLATIONS (${violations.length})`);
    for (const v of violations) {
      lines.push(
        `  ${v.operationId} [${violationLabel(v)}] ${v.check} ${v.path}`,
        `      expected: ${v.expected}`,
        `      actual:   ${v.actual}`,
      );
    }
  }
  const warned = report.probes.filter((probe) => probe.warnings.length > 0);
  if (warned.length > 0) {
    lines.push(
      '',
      `WARNINGS: fields the contract does not list (${report.warningCount}; not a failure)`,
    );
    for (const probe of warned) {
      lines.push(`  ${probe.operationId} [${violationLabel(probe)}] ${probe.warnings.join(', ')}`);
    }
  }
  lines.push(
    '',
    `${report.probes.length} calls, ${report.violationCount} violation${report.violationCount === 1 ? '' : 's'}, ${
      report.warningCount
    } warning${report.warningCount === 1 ? '' : 's'} in ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}

export function toJson(report: CheckReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function toJunit(report: CheckReport): string {
  const cases: string[] = [];
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  for (const probe of report.probes) {
    for (const check of ['transport', ...CHECKS] as const) {
      const outcome = probe.checks[check];
      tests += 1;
      const name = xml(`${probe.operationId} ${violationLabel(probe)}: ${check}`);
      const open = `    <testcase classname="contract-check.${probe.operationId}" name="${name}" time="${(
        probe.durationMs / 1000
      ).toFixed(3)}"`;
      if (outcome === 'pass') cases.push(`${open}/>`);
      else if (outcome === 'skip') {
        skipped += 1;
        cases.push(`${open}><skipped/></testcase>`);
      } else {
        failures += 1;
        const found = probe.violations.filter((v) => v.check === check);
        const text = found
          .map((v) => `${v.path}: expected ${v.expected}, actual ${v.actual}`)
          .join('\n');
        cases.push(
          `${open}><failure message="${xml(found[0]?.path ?? check)}">${xml(text)}</failure></testcase>`,
        );
      }
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:check" tests="${tests}" failures="${failures}" skipped="${skipped}">`,
    `  <testsuite name="contract:check ${xml(report.baseUrl)}" tests="${tests}" failures="${failures}" skipped="${skipped}" timestamp="${report.startedAt}" time="${(
      report.durationMs / 1000
    ).toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
