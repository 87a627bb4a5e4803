import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { mockStore } from '#mocks/store.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { BUILD_PLAN_LINK_ATTRIBUTE } from '#src/pages/autoship-manage/build-plan-link.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { JSDOM_DEFAULT_WIDTH, setViewportWidth } from '#tests/unit/ui/support/viewport.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// No pause between keystrokes, and room for a busy CI machine (real timers: skeleton, restart, latency).
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;

const MANAGE_URL = `${window.location.origin}/pages/autoship-manage`;

function nextPayDateOfStoredPlan(): string | null {
  return editModePayDate(mockStore.queryPlan()?.nextPayDt);
}

afterEach(() => {
  setViewportWidth(JSDOM_DEFAULT_WIDTH);
  document.body.removeAttribute(BUILD_PLAN_LINK_ATTRIBUTE);
});

describe(
  'manage page: what the shopper sees in each scenario',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    it('no-plan: the message and a build-plan button to /pages/autoship-program', async () => {
      setScenario('no-plan');
      const { location } = renderManagePage();
      await waitForPlanLoaded();

      expect(
        screen.getByRole('heading', { name: 'You don’t have an autoship plan yet' }),
      ).toBeInTheDocument();
      const button = screen.getByRole('link', { name: 'Build my plan' });
      expect(button).toHaveAttribute('href', '/pages/autoship-program');
      expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();

      await user.click(button);
      expect(location.pathname).toBe('/pages/autoship-program');
    });

    it('no-plan: the button follows its own link when the theme gives one', async () => {
      setScenario('no-plan');
      const root = document.createElement('div');
      root.id = 'root';
      root.setAttribute(BUILD_PLAN_LINK_ATTRIBUTE, '/collections/autoship-pods');
      document.body.append(root);
      try {
        renderManagePage();
        await waitForPlanLoaded();
        expect(screen.getByRole('link', { name: 'Build my plan' })).toHaveAttribute(
          'href',
          '/collections/autoship-pods',
        );
      } finally {
        root.remove();
      }
    });

    it.each(['/\\evil.example', '//evil.example', '/.//evil.example', 'javascript:alert(1)'])(
      'no-plan: a theme link %s that leaves the store is ignored for the program page',
      async (href) => {
        setScenario('no-plan');
        const root = document.createElement('div');
        root.id = 'root';
        root.setAttribute(BUILD_PLAN_LINK_ATTRIBUTE, href);
        document.body.append(root);
        try {
          renderManagePage();
          await waitForPlanLoaded();
          expect(screen.getByRole('link', { name: 'Build my plan' })).toHaveAttribute(
            'href',
            '/pages/autoship-program',
          );
        } finally {
          root.remove();
        }
      },
    );

    it('draft: the plan with an awaiting-payment notice and a way to pay, no pause', async () => {
      setScenario('draft');
      renderManagePage();
      await waitForPlanLoaded();

      const status = screen.getByTestId('plan-status');
      expect(within(status).getByText('Awaiting payment')).toBeInTheDocument();
      expect(
        within(status).getByRole('heading', { name: 'Your plan is waiting for payment' }),
      ).toBeInTheDocument();
      expect(within(status).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
        'href',
        '/review',
      );
      expect(screen.getAllByTestId('plan-item')).toHaveLength(1);
      expect(screen.getByTestId('plan-interval')).toHaveTextContent('30 days');
      expect(screen.getByTestId('plan-next-pay-date')).toHaveTextContent(
        'After you complete payment',
      );
      expect(screen.queryByRole('button', { name: 'Pause plan' })).toBeNull();
      expect(screen.queryByRole('button', { name: /restart/i })).toBeNull();
      expect(screen.queryByRole('button', { name: /address/i })).toBeNull();
      expect(screen.getByRole('button', { name: 'Change plan' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Delete plan' })).toBeEnabled();
    });

    it('active: items, gifts apart, prices, interval, next pay date and the address line', async () => {
      setScenario('active');
      renderManagePage();
      await waitForPlanLoaded();

      expect(screen.getByTestId('nav-title')).toHaveTextContent('Autoship');
      expect(screen.getByRole('heading', { level: 1, name: 'My autoship' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Your autoship is active' })).toBeInTheDocument();

      const items = screen.getAllByTestId('plan-item');
      expect(items).toHaveLength(2);
      // Titles from the option string: last part first, the earlier parts second.
      expect(within(items[0] as HTMLElement).getByText('Classic Tobacco')).toBeInTheDocument();
      expect(within(items[0] as HTMLElement).getByText('2 pods')).toBeInTheDocument();
      expect(within(items[0] as HTMLElement).getByText('Qty 2')).toBeInTheDocument();
      expect(within(items[0] as HTMLElement).getByText('$12.99')).toBeInTheDocument();
      expect(within(items[0] as HTMLElement).getByText('$15.99')).toBeInTheDocument();
      expect(within(items[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
        'Classic Tobacco Pods',
      );
      // The second item spells its compare price compare_at_price.
      expect(within(items[1] as HTMLElement).getByText('Fresh Mint')).toBeInTheDocument();
      expect(within(items[1] as HTMLElement).getByText('$21.99')).toBeInTheDocument();

      const gifts = screen.getAllByTestId('plan-gift');
      expect(gifts).toHaveLength(1);
      expect(within(gifts[0] as HTMLElement).getByText('Travel Case')).toBeInTheDocument();
      expect(within(gifts[0] as HTMLElement).getByText('Free')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Free gifts in every delivery' }),
      ).toBeInTheDocument();

      expect(document.title).toBe('My autoship · Autoship');
      // 2 × 12.99 + 17.99
      expect(screen.getByTestId('price-total')).toHaveTextContent('$43.97');
      expect(screen.getByTestId('plan-interval')).toHaveTextContent('45 days');
      const payDate = nextPayDateOfStoredPlan();
      expect(payDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(screen.getByTestId('plan-next-pay-date')).toHaveTextContent(payDate ?? '');
      expect(
        await screen.findByText(
          'Suite 400, 1200 Market Street, San Francisco 94103, California (Avery Jones)',
        ),
      ).toBeInTheDocument();
      for (const name of ['Change plan', 'Pause plan', 'Delete plan', 'Change address']) {
        expect(screen.getByRole('button', { name })).toBeEnabled();
      }
      expect(screen.queryByRole('button', { name: /restart/i })).toBeNull();
    });

    it('active: prices follow the store money format', async () => {
      setScenario('active');
      setStoreContext({ moneyFormat: '{{amount_with_comma_separator}} €' });
      renderManagePage();
      await waitForPlanLoaded();
      const first = screen.getAllByTestId('plan-item')[0] as HTMLElement;
      expect(within(first).getByText('12,99 €')).toBeInTheDocument();
      expect(screen.getByTestId('price-total')).toHaveTextContent('43,97 €');
    });

    it('first visit (a fresh tab, or from another site): back stays in the app, on the program page', async () => {
      setScenario('active');
      const { location } = renderManagePage();
      await waitForPlanLoaded();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(location.pathname).toBe('/pages/autoship-program');
    });

    it('the footer-top block (spec section 2) under the page, hidden when the theme says so', async () => {
      setScenario('active');
      renderManagePage();
      await waitForPlanLoaded();
      const block = screen.getByTestId('footer-top');
      expect(block).toBeVisible();
      expect(within(block).getByText('Change or pause any time')).toBeInTheDocument();
      cleanup();

      setStoreContext({ hideFooterTop: true });
      renderManagePage();
      await waitForPlanLoaded();
      expect(screen.getByTestId('footer-top')).not.toBeVisible();
    });

    it('active: back text on a phone, none on desktop', async () => {
      setScenario('active');
      setViewportWidth(375);
      renderManagePage();
      await waitForPlanLoaded();
      expect(screen.getByTestId('nav-back-text')).toHaveTextContent('Back');
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

      setViewportWidth(1280);
      expect(screen.queryByTestId('nav-back-text')).toBeNull();
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    });

    it('paused: the restart button, the address echo, and no back text even on a phone', async () => {
      setScenario('paused');
      renderManagePage();
      await waitForPlanLoaded();

      expect(screen.getByRole('heading', { name: 'Your autoship is paused' })).toBeInTheDocument();
      // The address line comes from its own call, which may answer after the plan's.
      await waitFor(() =>
        expect(screen.getByTestId('paused-address-echo')).toHaveTextContent(
          'Suite 400, 1200 Market Street, San Francisco 94103, California (Avery Jones)',
        ),
      );
      expect(screen.getByTestId('restart-desktop')).toHaveAccessibleName('Restart my plan');
      expect(screen.queryByTestId('restart-mobile')).toBeNull();
      expect(screen.getByTestId('plan-next-pay-date')).toHaveTextContent('On hold');
      expect(screen.queryByRole('button', { name: 'Pause plan' })).toBeNull();

      setViewportWidth(375);
      expect(screen.getByTestId('restart-mobile')).toHaveAccessibleName('Restart my plan');
      expect(screen.queryByTestId('restart-desktop')).toBeNull();
      expect(screen.queryByTestId('nav-back-text')).toBeNull();
    });

    it('active-no-address: says there is no address and offers to add one', async () => {
      setScenario('active-no-address');
      renderManagePage();
      await waitForPlanLoaded();
      expect(screen.getByTestId('plan-address')).toHaveTextContent('No shipping address yet');
      expect(screen.getByRole('button', { name: 'Add address' })).toBeEnabled();
      expect(screen.getByTestId('plan-interval')).toHaveTextContent('60 days');
      expect(screen.getByRole('button', { name: 'Pause plan' })).toBeEnabled();
    });

    it.each(['unauthorized', 'forbidden'] as const)(
      '%s: sent to login with return_to, no error message',
      async (scenario) => {
        setScenario(scenario);
        const { loginRedirects } = renderManagePage();
        await waitForPlanLoaded();
        expect(loginRedirects[0]).toBe(
          `/account/login?return_to=${encodeURIComponent(MANAGE_URL)}`,
        );
        expect(screen.getByText('Taking you to the sign-in page…')).toBeInTheDocument();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByTestId('plan-status')).toBeNull();
      },
    );

    it('server-error: a clear message with a retry that brings the plan back', async () => {
      setScenario('server-error');
      renderManagePage();
      await waitForPlanLoaded();

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('We couldn’t load your autoship plan');
      // The page says it itself: no toast repeating the server's message.
      expect(screen.queryByText('Internal server error')).toBeNull();

      mockStore.setFaults({});
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Your autoship is active' })).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('slow: a loading placeholder, then the plan', async () => {
      setScenario('slow', { latencyMs: 900 });
      renderManagePage();
      const placeholder = screen.getByTestId('skeleton');
      expect(placeholder).toHaveAttribute('aria-busy', 'true');
      expect(placeholder).toHaveTextContent('Loading your autoship plan…');
      // Still loading after the 500 ms skeleton delay: the plan query decides.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(screen.getByTestId('skeleton')).toBeInTheDocument();
      await waitForPlanLoaded(4000);
      expect(screen.getByRole('heading', { name: 'Your autoship is active' })).toBeInTheDocument();
    });

    it('tracks the page load once, here', async () => {
      setScenario('active');
      renderManagePage();
      await waitForPlanLoaded();
      await waitFor(() => expect(mockStore.traceEvents({ step: 'page_loaded' })).toHaveLength(1));
      const [record] = mockStore.traceEvents({ step: 'page_loaded' });
      expect(record?.event.businessCode).toBe('AUTO_SHIP');
    });
  },
);
