/**
 * The checker's three outputs: the table a person reads in the terminal, the JSON report, and
 * JUnit XML for CI servers (one test case per operation × credential × check).
 */
import { OPERATIONS } from '#mocks/operations.ts';
import {
  CHECKS,
  type CheckName,
  type CheckReport,
  type ProbeResult,
  type ProbeRole,
} from './check-types.ts';

const MARK = { pass: 'ok', fail: 'FAIL', skip: '-' } as const;

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

const ROLE_LABELS: Record<ProbeRole, string> = {
  'forged-token': 'forged',
  'case-token': 'case changed',
  'out-of-range': 'out of range',
  paging: 'page',
  'not-own-plan': 'not own plan',
  'other-shopper-plan': "other's plan",
  'other-token': 'other token',
  'read-back': 'read back',
  'wrong-state': 'wrong state',
};

type Labelled = Pick<ProbeResult, 'credential' | 'operationId' | 'role'>;

/**
 * `with`/`without` the credential; `open` for a call the contract does not secure (none sent);
 * what the call is for when it is more than that (a forged credential, a read back, …).
 */
function credentialLabel(probe: Labelled): string {
  if (probe.role !== undefined) return ROLE_LABELS[probe.role];
  if (!OPERATIONS[probe.operationId].secured) return 'open';
  return probe.credential ? 'with' : 'without';
}

function violationLabel(probe: Labelled): string {
  if (probe.role !== undefined) return ROLE_LABELS[probe.role];
  const label = credentialLabel(probe);
  return label === 'open' ? 'open call' : `${label} credential`;
}

/** Why a check did not run on a call, for the JUnit report's skipped test cases. */
function skipReason(probe: ProbeResult, check: CheckName, report: CheckReport): string {
  if (probe.checks.transport === 'fail') return 'no answer to check';
  switch (check) {
    case 'cors':
      return report.origin === null
        ? 'no --origin: the CORS checks need the storefront origin'
        : 'not a cross-origin call the browser checks';
    case 'auth':
      return 'the call carries the credential (or needs none): nothing to refuse';
    case 'either-or':
      return 'only a checkout success answers the payment URL or the out-of-stock list';
    case 'read-back':
      return 'not a write the contract says how to read back';
    case 'outcome':
      return "the account's state does not say whether this call succeeds";
    case 'content-type':
      return 'the status has no documented body';
    default:
      return `not checked: ${probe.checks.status === 'fail' ? 'undocumented status' : 'the body is not JSON'}`;
  }
}

export function formatTable(report: CheckReport): string {
  const header = ['operation', 'credential', 'HTTP', ...CHECKS];
  const rows = report.probes.map((probe) => [
    probe.operationId,
    credentialLabel(probe),
    probe.status === null ? '---' : String(probe.status),
    ...(probe.proposed === undefined
      ? CHECKS.map((check) =>
          probe.checks.transport === 'fail' && check === 'status'
            ? 'FAIL'
            : MARK[probe.checks[check]],
        )
      : ['PROPOSED, NOT IMPLEMENTED']),
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

  const proposed = report.probes.filter((probe) => probe.proposed !== undefined);
  if (proposed.length > 0) {
    lines.push('', 'PROPOSED, NOT IMPLEMENTED (openapi.yaml x-proposed; not a failure)');
    for (const probe of proposed) {
      lines.push(
        `  ${probe.operationId} [${violationLabel(probe)}]: ${probe.status === null ? 'no route' : `HTTP ${probe.status}`}`,
      );
    }
  }

  const failing = report.probes.filter((probe) => probe.violations.length > 0);
  if (failing.length > 0) {
    lines.push('', `VIOLATIONS (${report.violationCount})`);
    for (const probe of failing) {
      for (const v of probe.violations) {
        lines.push(
          `  ${v.operationId} [${violationLabel(v)}] ${v.check} ${v.path}`,
          `      expected: ${v.expected}`,
          `      actual:   ${v.actual}`,
        );
      }
      lines.push(`      reproduce: ${probe.curl}`);
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
    if (probe.proposed !== undefined) {
      tests += 1;
      skipped += 1;
      const name = xml(`${probe.operationId} ${violationLabel(probe)}: proposed, not implemented`);
      const answer = probe.status === null ? 'no route' : `HTTP ${probe.status}`;
      cases.push(
        `    <testcase classname="contract-check.${probe.operationId}" name="${name}" time="0.000"><skipped message="${xml(`proposed, not implemented (openapi.yaml x-proposed): ${answer}`)}"/></testcase>`,
      );
      continue;
    }
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
        cases.push(
          `${open}><skipped message="${xml(skipReason(probe, check, report))}"/></testcase>`,
        );
      } else {
        failures += 1;
        const found = probe.violations.filter((v) => v.check === check);
        const text = [
          ...found.map((v) => `${v.path}: expected ${v.expected}, actual ${v.actual}`),
          `reproduce: ${probe.curl}`,
        ].join('\n');
        cases.push(
          `${open}><failure message="${xml(found[0]?.path ?? check)}">${xml(text)}</failure></testcase>`,
        );
      }
    }
  }
  // A write not made is a test case of its own, skipped with its reason.
  for (const write of report.writes.filter((w) => w.outcome === 'skipped')) {
    tests += 1;
    skipped += 1;
    cases.push(
      `    <testcase classname="contract-check.${write.operationId}" name="${xml(`${write.operationId} write: ${write.note}`)}" time="0.000"><skipped message="${xml(write.note)}"/></testcase>`,
    );
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
