import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { expect, onTestFinished, vi } from 'vitest';
import { injectedFailureMessage, setUrlFaults, urlFaults } from '#mocks/url-faults.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { forwardAppErrorReports } from '#src/api/tracking-transport.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { ERROR_FLUSH_DELAY_MS } from '#src/domain/tracking/error-forwarding.ts';
// Named `use…` but no React hook: called here outside a component or test body.
import { useSteppedTimers as stepTheClock } from '#tests/support/stepped-timers.ts';
import type { MatrixFault } from './matrix-faults.ts';

/** No typing delays: a case types a whole address in one go. */
export const user = setupUser({ delay: null });

export function expectNoToast(): void {
  expect(getToasts()).toEqual([]);
}

export function toastMessages(): string[] {
  return getToasts().map((toast) => toast.message);
}

/**
 * What the shopper reads when `what` failed under the fault, naming its real cause: no answer
 * (network, timeout) is the connection; an answer that is no success (an HTML page, broken JSON,
 * an off-contract body) is the server's side, never the shopper's connection.
 */
export function failureSentence(fault: MatrixFault, what: string): string {
  return `We couldn’t ${what}. ${causeSentence(fault)}`;
}

/** The sentence that names the fault's cause. */
export function causeSentence(fault: MatrixFault): string {
  return fault.token === 'network' || fault.token === 'timeout'
    ? 'No answer reached us. Please check your connection and try again.'
    : 'Something went wrong on our side. Please try again in a moment.';
}

/**
 * What a failed action that shows the server's msg says under each fault: the envelope's msg
 * when the answer had one (the injected failure code), else the page's own sentence naming the
 * cause (`failureSentence`), also for a 500 whose envelope text is not written for shoppers.
 */
export function serverMessageOr(fault: MatrixFault, what: string): string {
  if (fault.token === 'code=5000') return injectedFailureMessage(5000);
  return failureSentence(fault, what);
}

/** The one message shown for the failure: exactly once, and nothing else in error. */
export async function expectOneToast(message: string): Promise<void> {
  await waitFor(() => expect(toastMessages()).toContain(message), { timeout: 20_000 });
  expect(toastMessages().filter((shown) => shown === message)).toHaveLength(1);
  expect(
    getToasts().filter((toast) => toast.tone === 'error' && toast.message !== message),
  ).toEqual([]);
}

/** For pages whose test helpers do not observe the login navigation: observe it here. */
export function observeLoginRedirects(): string[] {
  const loginRedirects: string[] = [];
  vi.spyOn(loginNavigation, 'navigate').mockImplementation((url: string) => {
    loginRedirects.push(url);
  });
  return loginRedirects;
}

/**
 * A field of the open address form (the page's only form while it is open), found through the
 * `<label>` whose text is `label`, as a shopper's screen reader finds it. Testing Library's label
 * query asks every labelable element of the page for its labels, and jsdom walks the whole
 * document for each: it was the largest single cost of the matrix.
 */
export function addressFormField(label: string): HTMLElement {
  const forms = document.querySelectorAll('form');
  const form = forms[0];
  if (forms.length !== 1 || !form) throw new Error(`expected one open form, found ${forms.length}`);
  const labels = [...form.querySelectorAll('label')];
  const control = labels.find((element) => element.textContent.trim() === label)?.control;
  if (!control) {
    const known = labels.map((element) => element.textContent.trim()).join(', ');
    throw new Error(`the address form has no field labelled "${label}" (it has: ${known})`);
  }
  return control;
}

/**
 * Puts a value into a field of the address form, replacing what was there: one change event, not
 * one per key (the matrix types an address in dozens of cases; what is typed, not how, is under
 * test here).
 */
export function fillField(label: string, value: string): void {
  fireEvent.change(addressFormField(label), { target: { value } });
}

/**
 * The app's error forwarding (started by src/main.tsx), for this case only: what the page reports
 * goes to the trace calls as one batch ERROR_FLUSH_DELAY_MS after the first report, or as beacons
 * when the page is hidden. Stopped when the case ends, so the next starts with nothing queued or
 * deduplicated. The clock is stepped from here on (`stepToErrorBatch`), never waited on.
 */
export function forwardErrorsInThisCase(): void {
  if (!vi.isFakeTimers()) stepTheClock();
  onTestFinished(forwardAppErrorReports());
}

/**
 * Something the page reports without troubling the shopper: the plan's address does not load
 * (HTTP 500; both pages say so in the address block), on top of the case's fault.
 */
export function alsoFailPlanAddress(): void {
  setUrlFaults({ ...urlFaults(), getPlanAddress: { status: 500 } });
}

/** The address block saying the address did not load: the failure has been reported. */
export async function expectAddressNotLoaded(testId: string): Promise<void> {
  await waitFor(
    () =>
      expect(screen.getByTestId(testId)).toHaveTextContent(
        'We couldn’t load your address right now.',
      ),
    { timeout: 5000 },
  );
}

/** The forwarding's batch falls due (the clock is stepped past its delay). */
export async function stepToErrorBatch(): Promise<void> {
  await vi.advanceTimersByTimeAsync(ERROR_FLUSH_DELAY_MS);
}

/** The shopper switches to another tab and comes back: what was queued leaves as beacons. */
export function switchTabAndBack(): void {
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
}
