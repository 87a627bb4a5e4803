import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { JSDOM_DEFAULT_WIDTH, setViewportWidth } from '#tests/unit/ui/support/viewport.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// No pause between keystrokes, and room for a busy CI machine (real timers: skeleton, restart, latency).
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;

const FAILURE = { code: 5000, msg: 'Operation failed, please try again later' };
/**
 * Holds the answers to `path` until the test has seen the in-between state (loading), however
 * busy the machine: then the stateful mock answers as usual (a resolver that returns nothing
 * hands the request on).
 */
function holdAnswers(path: string): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`*${path}`, async () => {
      await held;
    }),
  );
  return release;
}

async function openDialog(action: 'Pause plan' | 'Delete plan', title: string) {
  await user.click(screen.getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: title });
}

function traced(step: string): number {
  return mockStore.traceEvents({ step }).length;
}

describe('manage page: pause, restart and delete', { timeout: TEST_TIMEOUT_MS }, () => {
  it('pause: confirm in the dialog, the plan reloads paused with restart and the address echo', async () => {
    setScenario('active');
    const answer = holdAnswers('/autoShip/pausePlan/:planId');
    renderManagePage();
    await waitForPlanLoaded();

    const dialog = await openDialog('Pause plan', 'Pause your autoship?');
    // The safe choice has focus; the dialog says what pausing means.
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(/won’t be charged while your plan is paused/);

    const confirm = within(dialog).getByRole('button', { name: 'Pause plan' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    answer();

    const heading = await screen.findByRole('heading', { name: 'Your autoship is paused' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockStore.queryPlan()?.status).toBe(2);
    expect(screen.getByTestId('restart-desktop')).toBeEnabled();
    expect(await screen.findByTestId('paused-address-echo')).toHaveTextContent(
      '1200 Market Street',
    );
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(traced('7_1')).toBe(1));
  });

  it('pause: closing the dialog (button, close icon, Escape) changes nothing', async () => {
    setScenario('active');
    renderManagePage();
    await waitForPlanLoaded();

    let dialog = await openDialog('Pause plan', 'Pause your autoship?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause plan' })).toHaveFocus();

    dialog = await openDialog('Pause plan', 'Pause your autoship?');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openDialog('Pause plan', 'Pause your autoship?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(mockStore.queryPlan()?.status).toBe(1);
    expect(traced('7_1')).toBe(0);
  });

  it('pause failure: the dialog closes and the page unlocks, nothing else shows', async () => {
    setScenario('active', { faults: { pausePlan: FAILURE } });
    renderManagePage();
    await waitForPlanLoaded();

    const dialog = await openDialog('Pause plan', 'Pause your autoship?');
    await user.click(within(dialog).getByRole('button', { name: 'Pause plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Your autoship is active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause plan' })).toBeEnabled();
    expect(getToasts()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restart: state 2, then 3 with the tick, then the plan reloads active after 1 s', async () => {
    setScenario('paused');
    const answer = holdAnswers('/autoShip/restartPlan/:planId');
    renderManagePage();
    await waitForPlanLoaded();

    const button = screen.getByTestId('restart-desktop');
    expect(button).toHaveAttribute('data-state', 'content');
    await user.click(button);
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(within(button).getByTestId('loading-button-spinner')).toBeInTheDocument();
    answer();

    await waitFor(() => expect(button).toHaveAttribute('data-state', 'done'));
    const doneAt = Date.now();
    expect(within(button).getByTestId('loading-button-tick')).toBeInTheDocument();
    expect(screen.getByText('Your plan is restarted')).toBeInTheDocument();
    // The server already says active, but the page holds the tick for a second first.
    expect(mockStore.queryPlan()?.status).toBe(1);
    expect(screen.getByRole('heading', { name: 'Your autoship is paused' })).toBeInTheDocument();

    const heading = await screen.findByRole(
      'heading',
      { name: 'Your autoship is active' },
      { timeout: 20_000 },
    );
    expect(Date.now() - doneAt).toBeGreaterThanOrEqual(900);
    expect(screen.queryByTestId('restart-desktop')).toBeNull();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(traced('7_2')).toBe(1);
  });

  it('restart (mobile version) failure: back to state 1, still paused, no message', async () => {
    setScenario('paused', { faults: { restartPlan: FAILURE } });
    const answer = holdAnswers('/autoShip/restartPlan/:planId');
    setViewportWidth(375);
    try {
      renderManagePage();
      await waitForPlanLoaded();
      const button = screen.getByTestId('restart-mobile');
      await user.click(button);
      expect(button).toHaveAttribute('data-state', 'loading');
      answer();
      await waitFor(() => expect(button).toHaveAttribute('data-state', 'content'));
      expect(button).toBeEnabled();
      expect(screen.getByRole('heading', { name: 'Your autoship is paused' })).toBeInTheDocument();
      expect(getToasts()).toEqual([]);
      expect(mockStore.queryPlan()?.status).toBe(2);
    } finally {
      setViewportWidth(JSDOM_DEFAULT_WIDTH);
    }
  });

  it('delete: confirm, the stored plan data is removed and the no-plan view shows', async () => {
    setScenario('active');
    localStorage.setItem(STORAGE_KEYS.planData, JSON.stringify({ pods: {}, daySpan: 30 }));
    localStorage.setItem(STORAGE_KEYS.productData, JSON.stringify({ productData: [] }));
    renderManagePage();
    await waitForPlanLoaded();

    const dialog = await openDialog('Delete plan', 'Delete your autoship?');
    expect(dialog).toHaveAccessibleDescription(/can’t be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));

    const heading = await screen.findByRole('heading', {
      name: 'You don’t have an autoship plan yet',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockStore.queryPlan()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.planData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.productData)).toBeNull();
    expect(screen.getByRole('link', { name: 'Build my plan' })).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(traced('7_3')).toBe(1));
  });

  it('delete failure: the plan and the stored data stay, the server’s msg shows, the page unlocks', async () => {
    setScenario('paused', { faults: { terminatePlan: FAILURE } });
    localStorage.setItem(STORAGE_KEYS.planData, JSON.stringify({ pods: {}, daySpan: 30 }));
    renderManagePage();
    await waitForPlanLoaded();

    const dialog = await openDialog('Delete plan', 'Delete your autoship?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Your autoship is paused' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.planData)).not.toBeNull();
    // A failed delete is never silent: section 8 does not name delete among the silent failures.
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE.msg);
    expect(getToasts().map((toast) => toast.message)).toEqual([FAILURE.msg]);
    localStorage.clear();
  });

  it('change plan: the plan items are cached for the builder, which opens', async () => {
    setScenario('active');
    localStorage.clear();
    const { location } = renderManagePage();
    await waitForPlanLoaded();

    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(location.pathname).toBe('/pages/buildplan');
    expect(await screen.findByRole('heading', { name: 'Build plan page' })).toBeInTheDocument();

    const planData = JSON.parse(localStorage.getItem(STORAGE_KEYS.planData) ?? 'null') as {
      daySpan: number;
      podTotalNumber: number;
      podList: { variantId: number; num: number }[];
      gifts: { variantId: number }[] | null;
    };
    expect(planData.daySpan).toBe(45);
    expect(planData.podTotalNumber).toBe(3);
    expect(planData.podList.map((pod) => [pod.variantId, pod.num])).toEqual([
      [4100001, 2],
      [4100005, 1],
    ]);
    expect(planData.gifts?.map((gift) => gift.variantId)).toEqual([4100090]);
    const productData = JSON.parse(localStorage.getItem(STORAGE_KEYS.productData) ?? 'null') as {
      daySpan: number;
      productData: { variantId: number; num: number; productId: number }[];
    };
    expect(productData.daySpan).toBe(45);
    expect(productData.productData.map((item) => item.variantId)).toEqual([4100001, 4100005]);
    await waitFor(() => expect(traced('7_5')).toBe(1));
    localStorage.clear();
  });
});
