import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import type { StoredPlan } from '#mocks/store/mock-state.ts';
import { sharePlanAcrossTabs } from '#src/app/plan-across-tabs.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { planRevision } from '#src/domain/plan/plan-revision.ts';
import { en } from '#src/domain/i18n/en.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

/**
 * The account page's writes made from a plan that changed or went meanwhile: in another tab of
 * this browser (this tab is told, src/app/plan-across-tabs.ts, and re-reads the plan) or on
 * another device (the backend refuses the write's planVersion, 5007, or the plan, 5002). Nothing
 * is replaced unasked, nothing is lost without a word, and the server's own text never shows.
 */
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;
const CLASSIC = 'Classic Tobacco, 2 pods';
// What the other tab or device adds: a variant the active plan does not have.
const BERRY = { productId: 7400003, variantId: 4100009 };

let requests: RequestLog;
beforeEach(() => {
  requests = startRequestLog(server);
});
afterEach(() => requests.stop());

function stored(): StoredPlan {
  const plan = mockStore.queryPlan();
  if (!plan) throw new Error('the mock backend has no plan');
  return plan;
}

/** What the other tab or device saves: the plan's items and one pack of BERRY. */
function addBerryElsewhere(): void {
  const plan = stored();
  const items = plan.orderItemList.map(({ image: _image, ...item }) => item);
  const result = mockStore.changePlan(
    plan.planId,
    [...items, { ...BERRY, variantNum: 1, isGift: 0 }],
    plan.daySpan,
  );
  if (!result.ok) throw new Error(result.msg);
}

/** The page, told of the other tabs of this browser as the app is (app.tsx). */
function renderTab() {
  const rendered = renderManagePage();
  onTestFinished(sharePlanAcrossTabs(rendered.queryClient));
  return rendered;
}

/** Another tab of this browser announcing the plan it now has. */
function otherTabAnnounces(): void {
  const channel = new BroadcastChannel('autoship-plan');
  channel.postMessage({ revision: planRevision(mockStore.queryPlan()) });
  channel.close();
}

async function openEditorAndAddMint() {
  await waitForPlanLoaded();
  await user.click(screen.getByRole('button', { name: 'Change items' }));
  await screen.findByRole('heading', { name: 'Change your items' });
  await user.click(screen.getByRole('button', { name: `One more ${CLASSIC}` }));
}

function quantityShown(item: string): string | null {
  return within(screen.getByRole('group', { name: `Quantity of ${item}` })).getByRole('status')
    .textContent;
}

function storedLines(): string[] {
  return stored()
    .orderItemList.map((item) => `${item.variantId}×${item.variantNum}`)
    .sort();
}

describe('a plan changed meanwhile', { timeout: TEST_TIMEOUT_MS }, () => {
  it('on another device: the save is refused (5007), the editor shows the other change with ours made again, and the second save keeps both', async () => {
    setScenario('active');
    renderTab();
    await openEditorAndAddMint();
    addBerryElsewhere();

    await user.click(screen.getByRole('button', { name: 'Save items' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(en['itemsEdit.changedElsewhere']);
    expect(notice).toHaveTextContent('Berry Breeze');
    await waitFor(() => expect(notice).toHaveFocus());
    // The plan as it now is, with the shopper's change made to it again.
    expect(quantityShown(CLASSIC)).toBe('3');
    expect(screen.getByRole('group', { name: /Quantity of Berry Breeze/ })).toBeInTheDocument();
    expect(storedLines()).toContain(`${BERRY.variantId}×1`);
    expect(storedLines()).toContain('4100001×2');
    expect(requests.count('changePlan')).toBe(1);
    expect(
      getToasts()
        .map((toast) => toast.message)
        .join(' '),
    ).not.toContain('has changed');

    await user.click(screen.getByRole('button', { name: 'Save items' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Change your items' })).toBeNull(),
    );
    expect(storedLines()).toEqual(
      expect.arrayContaining(['4100001×3', '4100005×1', `${BERRY.variantId}×1`]),
    );
    expect(requests.count('changePlan')).toBe(2);
  });

  it('in another tab: this tab re-reads the plan at once, and its save is refused before it is sent', async () => {
    setScenario('active');
    renderTab();
    await openEditorAndAddMint();
    const reads = requests.count('queryAutoShipPlan');
    addBerryElsewhere();
    otherTabAnnounces();
    await waitFor(() => expect(requests.count('queryAutoShipPlan')).toBe(reads + 1));

    await user.click(screen.getByRole('button', { name: 'Save items' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Berry Breeze');
    expect(requests.count('changePlan')).toBe(0);
    expect(quantityShown(CLASSIC)).toBe('3');
  });

  it('a backend that gives no version: the tab still learns of the other tab’s write, and sends no planVersion', async () => {
    setScenario('active');
    const sent: string[] = [];
    server.use(
      http.get('*/autoShip/queryAutoShipPlan', () => {
        const { version: _version, ...plan } = stored();
        return HttpResponse.json({ code: 200, msg: 'success', data: plan });
      }),
      http.post('*/autoShip/changePlan/:planId', ({ request }) => {
        sent.push(new URL(request.url).search);
      }),
    );
    renderTab();
    await openEditorAndAddMint();
    const reads = requests.count('queryAutoShipPlan');
    addBerryElsewhere();
    otherTabAnnounces();
    await waitFor(() => expect(requests.count('queryAutoShipPlan')).toBe(reads + 1));
    await user.click(screen.getByRole('button', { name: 'Save items' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Berry Breeze');
    expect(requests.count('changePlan')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Save items' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toContain('planVersion');
  });

  it('pause from a plan changed on another device: refused, said in our words, the plan shown as it is, pausing again works', async () => {
    setScenario('active');
    renderTab();
    await waitForPlanLoaded();
    addBerryElsewhere();
    await user.click(screen.getByRole('button', { name: 'Pause plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pause plan' }));

    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toEqual([
        `We couldn’t pause your plan. ${en['failure.cause.planChanged']}`,
      ]),
    );
    expect(stored().status).toBe(1);
    await waitFor(() => expect(screen.getAllByTestId('plan-item')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Pause plan' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Pause plan' }));
    await screen.findByRole('heading', { name: 'Your autoship is paused' });
    expect(stored().status).toBe(2);
  });

  it('the address panel: refused, the plan’s address as it now is, what was typed kept', async () => {
    setScenario('active');
    renderTab();
    await waitForPlanLoaded();
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    const saved = await screen.findByRole(
      'combobox',
      { name: 'Saved addresses' },
      { timeout: 20_000 },
    );
    await user.selectOptions(saved, '-1');
    const typed = {
      'First name': 'Avery',
      'Last name': 'Jones',
      Address: '77 Harbour Road',
      City: 'San Francisco',
      'ZIP code': '94103',
    };
    for (const [name, value] of Object.entries(typed)) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(value);
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'California');
    // Another device pauses the plan meanwhile (its version moves on).
    mockStore.pausePlan(stored().planId);
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const notice = await screen.findByRole('alert', {}, { timeout: 20_000 });
    const [before, after] = en['address.panel.changedElsewhere'].split('{address}');
    expect(notice).toHaveTextContent(before ?? '');
    expect(notice).toHaveTextContent(after ?? '');
    expect(notice).toHaveTextContent('Market'); // the plan's address as it now is
    expect(screen.getByRole('button', { name: 'Save address' })).toBeEnabled();
    for (const [name, value] of Object.entries(typed)) {
      expect(screen.getByRole('textbox', { name })).toHaveValue(value);
    }
    expect(requests.count('changePlanAddress')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain('update success'),
    );
    expect(requests.count('changePlanAddress')).toBe(2);
    await waitFor(() => expect(screen.getByTestId('plan-address')).toHaveTextContent('Harbour'));
  });
});

describe('a plan deleted meanwhile', { timeout: TEST_TIMEOUT_MS }, () => {
  it('on another device: the item save says so in our words and the page shows no plan', async () => {
    setScenario('active');
    renderTab();
    await openEditorAndAddMint();
    mockStore.terminatePlan(stored().planId);

    await user.click(screen.getByRole('button', { name: 'Save items' }));
    await screen.findByRole('heading', { name: 'You don’t have an autoship plan yet' });
    expect(getToasts().map((toast) => toast.message)).toEqual([en['failure.cause.planGone']]);
    expect(document.body).not.toHaveTextContent('was not found');
    expect(screen.queryByRole('heading', { name: 'Your autoship is active' })).toBeNull();
  });

  it('in another tab: this tab shows no plan at once and says why, once', async () => {
    setScenario('active');
    renderTab();
    await openEditorAndAddMint();
    mockStore.terminatePlan(stored().planId);
    otherTabAnnounces();

    await screen.findByRole('heading', { name: 'You don’t have an autoship plan yet' });
    expect(getToasts().map((toast) => toast.message)).toEqual([en['failure.cause.planGone']]);
    expect(requests.count('changePlan')).toBe(0);
  });

  it('this page’s own delete is not taken for another tab’s', async () => {
    setScenario('active');
    renderTab();
    await waitForPlanLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await screen.findByRole('heading', { name: 'You don’t have an autoship plan yet' });
    expect(getToasts()).toEqual([]);
  });

  it('a delete that failed leaves a later deletion elsewhere to be said', async () => {
    setScenario('active', { faults: { terminatePlan: { status: 500 } } });
    renderTab();
    await waitForPlanLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    mockStore.terminatePlan(stored().planId);
    otherTabAnnounces();
    await screen.findByRole('heading', { name: 'You don’t have an autoship plan yet' });
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(en['failure.cause.planGone']),
    );
  });

  it('delete of a plan another device already deleted: done, said as such', async () => {
    setScenario('active');
    renderTab();
    await waitForPlanLoaded();
    mockStore.terminatePlan(stored().planId);
    await user.click(screen.getByRole('button', { name: 'Delete plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));

    await screen.findByRole('heading', { name: 'You don’t have an autoship plan yet' });
    expect(getToasts().map((toast) => toast.message)).toEqual([en['manage.delete.alreadyGone']]);
  });
});
