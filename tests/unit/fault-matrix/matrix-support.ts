import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { injectedFailureMessage } from '#mocks/url-faults.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import type { MatrixFault } from './fault-matrix-table.tsx';

/** No typing delays: a case types a whole address in one go. */
export const user = userEvent.setup({ delay: null });

export function expectNoToast(): void {
  expect(getToasts()).toEqual([]);
}

export function toastMessages(): string[] {
  return getToasts().map((toast) => toast.message);
}

/**
 * What a failed action that shows the server's msg says under each fault: the envelope's msg
 * when the answer had one (the injected failure code, the 500's JSON envelope), else the page's
 * own plain sentence (an HTML page, broken JSON, an off-contract body, no answer at all).
 */
export function serverMessageOr(fault: MatrixFault, fallback: string): string {
  if (fault.token === 'code=5003') return injectedFailureMessage(5003);
  if (fault.token === '500') return 'Internal server error';
  return fallback;
}

/** The one message shown for the failure: exactly once, and nothing else in error. */
export async function expectOneToast(message: string): Promise<void> {
  await waitFor(() => expect(toastMessages()).toContain(message), { timeout: 5000 });
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
 * Puts a value into a field, replacing what was there: one change event, not one per key (the
 * matrix types an address in dozens of cases; what is typed, not how, is under test here).
 */
export function fillField(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
