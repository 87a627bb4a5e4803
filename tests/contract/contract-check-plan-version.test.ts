import { describe, expect, it } from 'vitest';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import { startBrokenBackend, type BrokenKind } from '#tests/support/broken-backend.ts';
import { expectCaught, failing } from '#tests/support/caught.ts';
import { SHOPPER_TOKEN } from '#tests/support/substance-backends.ts';
import {
  IGNORES_PLAN_VERSION,
  NO_PLAN_VERSION,
  VERSION_KINDS,
} from '#tests/support/version-backends.ts';

/**
 * `npm run contract:check --allow-writes` and the proposed plan version (openapi.yaml, "Plan
 * version"): a stale `planVersion` must change nothing and answer 5007, the plan's own must be
 * taken; a backend without `version`, or one that ignores `planVersion`, is what the contract
 * allows of a proposal (proposed, not implemented: no failure).
 */
async function check(kinds: BrokenKind[]) {
  const backend = await startBrokenBackend(kinds, { credentials: [SHOPPER_TOKEN] });
  try {
    return await runContractCheck({
      baseUrl: backend.url,
      token: SHOPPER_TOKEN,
      allowWrites: true,
      paymentHosts: [new URL(backend.mock.url).host],
    });
  } finally {
    await backend.close();
  }
}

const versionProbes = (report: Awaited<ReturnType<typeof check>>) =>
  report.probes.filter((probe) => probe.role === 'plan-version');

describe('contract:check and the proposed plan version', () => {
  it('sends a stale and then the own planVersion to the mock, which answers 5007, then makes the write', async () => {
    const report = await check([]);
    expect(failing(report)).toEqual([]);
    expect(versionProbes(report).map((probe) => probe.status)).toEqual([200, 200]);
    expect(report.writes.find((write) => write.note.includes('planVersion'))?.outcome).toBe('done');
  });

  it.each(VERSION_KINDS.map((kind) => [kind.kind, kind] as const))(
    'fails %s on its write',
    async (_name, kind) => {
      expectCaught(await check([kind]), kind);
    },
  );

  it('reports a backend that ignores planVersion as proposed, not implemented: no failure', async () => {
    const report = await check([IGNORES_PLAN_VERSION]);
    expect(failing(report)).toEqual([]);
    expect(versionProbes(report).map((probe) => probe.proposed)).toEqual(['not implemented']);
    expect(report.writes.find((write) => write.note.includes('planVersion'))?.outcome).toBe(
      'proposed',
    );
  });

  it('sends no planVersion to a backend whose plan has no version', async () => {
    const report = await check([NO_PLAN_VERSION]);
    expect(failing(report)).toEqual([]);
    expect(versionProbes(report)).toEqual([]);
  });
});
