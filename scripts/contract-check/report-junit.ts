/** JUnit XML of a contract:check run, for CI servers: one test case per operation × call × check. */
import { CHECKS, type CheckName, type CheckReport, type ProbeResult } from './check-types.ts';
import { violationLabel } from './report-format.ts';

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
    case 'security':
      return 'no answer to check';
    default:
      return `not checked: ${probe.checks.status === 'fail' ? 'undocumented status' : 'the body is not JSON'}`;
  }
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
          ...found.map(
            (v) =>
              `${v.path}: expected ${v.expected}, actual ${v.actual} (rule ${v.rule}: ${v.source ?? ''})`,
          ),
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
