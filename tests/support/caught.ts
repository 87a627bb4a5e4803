/**
 * How the contract-check tests read a report: each violation with the curl line of its call,
 * and a deliberate mistake caught where it was made (its operation, check, path and call), as
 * the first failure of the run, with a curl line that names the credential by its variable and
 * the contract's words it broke.
 */
import { expect } from 'vitest';
import type { CheckReport } from '#scripts/contract-check/check-types.ts';
import type { BrokenKind } from './broken-backend.ts';
import { OTHER_SHOPPER_TOKEN, SHOPPER_TOKEN } from './substance-backends.ts';

export function failing(report: CheckReport) {
  return report.probes.flatMap((probe) =>
    probe.violations.map((violation) => ({ ...violation, curl: probe.curl })),
  );
}

export function expectCaught(
  report: CheckReport,
  kind: Pick<BrokenKind, 'operationId' | 'check' | 'path' | 'role'>,
): void {
  const found = failing(report);
  const hit = found.find(
    (v) =>
      v.operationId === kind.operationId &&
      v.check === kind.check &&
      v.path === kind.path &&
      v.role === kind.role,
  );
  expect(hit, JSON.stringify(found.slice(0, 6), null, 1)).toBeDefined();
  expect(hit?.curl).toMatch(/^curl /);
  for (const token of [SHOPPER_TOKEN, OTHER_SHOPPER_TOKEN]) expect(hit?.curl).not.toContain(token);
  // The report cites where openapi.yaml or the spec says the rule broken.
  expect(hit?.source).toMatch(/^(openapi\.yaml#\/|docs\/spec\.md section )/);
  // The first failure the run reports is the mistake itself, not a later call's.
  expect(found[0]?.operationId).toBe(kind.operationId);
}
