import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { OPERATIONS } from '#mocks/operations.ts';
import { injectedFailureMessage, parseFaults, setUrlFaults } from '#mocks/url-faults.ts';
import { FAILURE } from '#mocks/store/mock-state.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { en } from '#src/domain/i18n/en.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import type { MatrixFault, MatrixRow } from './matrix-faults.ts';

/**
 * Every plan write a page makes (openapi.yaml `x-write` and `x-plan-scoped`, through the matrix's
 * own rows) × every refusal whose meaning we know: the shopper reads what happened in our words,
 * never the server's text, the plan is asked for again (the page shows it as it now is) and the
 * page stays usable. A real deletion and change elsewhere are the flows' own tests
 * (tests/unit/pages/autoship-manage/manage-stale-plan.test.tsx); here the backend says it.
 */
const CASE_TIMEOUT_MS = 60_000;

const REFUSALS = [
  { name: 'no such plan', code: FAILURE.planNotFound, said: [en['failure.cause.planGone']] },
  { name: 'not in a state for it', code: FAILURE.planState, said: [en['failure.cause.planState']] },
  {
    name: 'changed meanwhile',
    code: FAILURE.planChanged,
    // Said where the shopper's unsaved choice is: in the editor, the panel, or the page's toast.
    said: [
      en['failure.cause.planChanged'],
      en['itemsEdit.changedElsewhere'],
      en['address.panel.changedElsewhere'].split('{address}')[0] ?? '',
      en['review.changedElsewhere'],
    ],
  },
] as const;

/** The fault matrix's rows that write a plan, from every rows file (found by its name). */
const ROWS = Object.values(
  import.meta.glob<readonly MatrixRow[]>('./*-rows.test.tsx', { eager: true, import: 'default' }),
)
  .flat()
  .filter(({ operationId }) => OPERATIONS[operationId].write && OPERATIONS[operationId].planScoped);

/** Everything the shopper can read: the page and the toasts. */
function shown(): string {
  return [document.body.textContent, ...getToasts().map((toast) => toast.message)].join('\n');
}

let requests: RequestLog;
beforeEach(() => {
  requests = startRequestLog(server);
});
afterEach(() => {
  requests.stop();
  localStorage.clear();
});

describe('every plan write × every refusal we know: said in our words, the plan shown as it is', () => {
  it('covers the plan writes of the account and review pages', () => {
    expect(new Set(ROWS.map((row) => row.operationId))).toEqual(
      new Set(
        Object.entries(OPERATIONS)
          .filter(([, info]) => info.write && info.planScoped)
          .map(([id]) => id),
      ),
    );
  });

  it.each(
    ROWS.flatMap((row) =>
      REFUSALS.map(
        (refusal) =>
          [
            `${row.page} · ${row.operationId}${row.step ? ` (${row.step})` : ''} · ${refusal.name} (${refusal.code})`,
            row,
            refusal,
          ] as const,
      ),
    ),
  )('%s', { timeout: CASE_TIMEOUT_MS }, async (_name, row, refusal) => {
    setScenario(row.scenario);
    const fault: MatrixFault = {
      name: refusal.name,
      token: `code=${refusal.code}`,
      auth: false,
    };
    const parsed = parseFaults(`${row.operationId}:${fault.token}`);
    if (!parsed.ok) throw new Error(parsed.problem);
    setUrlFaults(parsed.faults);

    await row.act(fault);

    // The write was sent once, then the plan asked for again.
    await waitFor(
      () => {
        const calls = requests.calls();
        const write = calls.lastIndexOf(row.operationId);
        expect(write).toBeGreaterThanOrEqual(0);
        expect(calls.slice(write + 1)).toContain('queryAutoShipPlan');
      },
      { timeout: 20_000 },
    );
    await waitFor(
      () => expect(refusal.said.some((sentence) => shown().includes(sentence))).toBe(true),
      { timeout: 20_000 },
    );
    expect(requests.count(row.operationId)).toBe(1);
    expect(shown()).not.toContain(injectedFailureMessage(refusal.code));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
