/**
 * The checker's outputs: the table a person reads in the terminal and the JSON report (JUnit XML
 * for CI servers: report-junit.ts).
 */
import { OPERATIONS } from '#mocks/operations.ts';
import { CHECKS, type CheckReport, type ProbeResult, type ProbeRole } from './check-types.ts';

const MARK = { pass: 'ok', fail: 'FAIL', skip: '-' } as const;

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

const ROLE_LABELS: Record<ProbeRole, string> = {
  'bad-request': 'bad request',
  edge: 'edge',
  'foreign-origin': 'foreign origin',
  'not-found': 'not found',
  repeat: 'repeated',
  'forged-token': 'forged',
  'case-token': 'case changed',
  'out-of-range': 'out of range',
  paging: 'page',
  'plan-version': 'plan version',
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

export function violationLabel(probe: Labelled): string {
  if (probe.role !== undefined) return ROLE_LABELS[probe.role];
  const label = credentialLabel(probe);
  return label === 'open' ? 'open call' : `${label} credential`;
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
          `      rule:     ${v.rule}, as ${v.source ?? '(no source)'}`,
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
