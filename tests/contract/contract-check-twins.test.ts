import { describe, expect, it } from 'vitest';
import { runContractCheck } from '#scripts/contract-check/run-checks.ts';
import { startBrokenBackend } from '#tests/support/broken-backend.ts';
import { failing } from '#tests/support/caught.ts';
import { ALLOWED_VARIANTS } from '#tests/support/meaning-backends.ts';
import { SHOPPER_TOKEN } from '#tests/support/substance-backends.ts';
import { VALID_TWINS } from '#tests/support/valid-twins.ts';

/**
 * Any backend the contract allows passes `npm run contract:check` (exit 0): each way the
 * contract leaves open, the valid twin of a mistake the check fails, all at once, writes and
 * CORS included; the payment host is the mock's own.
 */
describe('contract:check against a backend the contract allows in every way it leaves open', () => {
  it.each(['active', 'order-history', 'draft'])(
    'reports nothing and makes every write (scenario %s)',
    async (scenario) => {
      const backend = await startBrokenBackend([...VALID_TWINS, ...ALLOWED_VARIANTS], {
        credentials: [SHOPPER_TOKEN],
        scenario,
      });
      try {
        const report = await runContractCheck({
          baseUrl: backend.url,
          token: SHOPPER_TOKEN,
          allowWrites: true,
          origin: 'https://shop.example.com',
          paymentHosts: [new URL(backend.mock.url).host],
        });
        expect(failing(report)).toEqual([]);
        expect(report.writes.filter((write) => write.outcome === 'failed')).toEqual([]);
        // The twins were met: the beacon refused, the store refused, the plan without daySpan.
        const beacon = report.probes.find((p) => p.operationId === 'submitTraceBeacon');
        expect(beacon?.status).toBe(401);
        expect(report.probes.filter((p) => p.role === 'bad-request').length).toBeGreaterThan(100);
      } finally {
        await backend.close();
      }
    },
  );
});
