import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// docs/reliability.md: offline, every action says that nothing was sent, as pause does; a
// server's failure of restart or address save stays as quiet as spec section 8 says.
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;
const OFFLINE = 'You’re offline, so nothing was sent. Please check your connection and try again.';

function goOffline(): void {
  // What the browser says once the connection is gone: the mock backend then answers nothing.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

const toastMessages = () => getToasts().map((toast) => toast.message);

describe('offline says why', { timeout: TEST_TIMEOUT_MS }, () => {
  it('restart offline: the restart sentence and the offline cause; the button is back', async () => {
    setScenario('paused');
    renderManagePage();
    await waitForPlanLoaded();
    goOffline();
    const restart = screen.getByTestId('restart-desktop');
    await user.click(restart);
    await waitFor(() =>
      expect(toastMessages()).toContain(`We couldn’t restart your plan. ${OFFLINE}`),
    );
    await waitFor(() => expect(restart).toHaveAttribute('data-state', 'content'));
  });

  it('address save offline: the address sentence and the offline cause; the form stays', async () => {
    setScenario('active');
    renderManagePage();
    await waitForPlanLoaded();
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    await screen.findByRole('combobox', { name: 'Saved addresses' }, { timeout: 20_000 });
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(`We couldn’t save your address. ${OFFLINE}`),
    );
    // The toast is said as the call fails; the button comes back with the page's next render.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save address' })).toBeEnabled());
  });

  it.each([
    ['restartPlan', 'paused'],
    ['changePlanAddress', 'active'],
  ] as const)('%s failing on the server, online: nothing said', async (operationId, scenario) => {
    setScenario(scenario, { faults: { [operationId]: { status: 500 } } });
    renderManagePage();
    await waitForPlanLoaded();
    if (operationId === 'restartPlan') {
      await user.click(screen.getByTestId('restart-desktop'));
      await waitFor(() =>
        expect(screen.getByTestId('restart-desktop')).toHaveAttribute('data-state', 'content'),
      );
    } else {
      await user.click(await screen.findByRole('button', { name: 'Change address' }));
      await screen.findByRole('combobox', { name: 'Saved addresses' }, { timeout: 20_000 });
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Save address' })).toBeEnabled(),
      );
    }
    expect(toastMessages()).toEqual([]);
  });
});
