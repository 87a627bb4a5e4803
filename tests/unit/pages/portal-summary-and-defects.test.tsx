import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginNavigation, redirectToLogin } from '#src/api/login-redirect.ts';
import { parseStoreContext, setStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { createAutoshipConfig } from '#src/domain/pricing/autoship-config.ts';
import { priceBreakdown } from '#src/domain/pricing/price-breakdown.ts';
import { rememberPriceSummary } from '#src/domain/pricing/price-summary.ts';
import { SigningInNotice } from '#src/pages/autoship-manage/components/signing-in-notice.tsx';
import { paymentNavigation } from '#src/pages/payment/payment-navigation.ts';
import { PaymentPage } from '#src/pages/payment/payment-page.tsx';
import { memoryRoutes } from '#tests/support/memory-routes.tsx';

const PROVIDER = 'https://pay.provider.example/session/42';
const items = [
  { price: 1999, comparePrice: 2799, num: 2 },
  { price: 2498, comparePrice: 3397, num: 1 },
];
const breakdown = priceBreakdown(
  items,
  null,
  createAutoshipConfig({
    freightFeeCents: 499,
    slideDiscount: (quantity) => (quantity >= 3 ? 0.1 : 0),
  }),
);

function renderPayment(subtotal: number, saving: number, total: number) {
  vi.spyOn(paymentNavigation, 'go').mockImplementation(() => undefined);
  setStoreContext({ paymentHosts: ['pay.provider.example'] });
  const query = `?subtotal=${subtotal}&saving=${saving}&total=${total}&url=${encodeURIComponent(PROVIDER)}`;
  const { element } = memoryRoutes(`${APP_PATHS.payment}${query}`, [
    { path: APP_PATHS.payment, element: <PaymentPage /> },
  ]);
  render(element);
  return within(screen.getByTestId('price-summary'));
}

function lineTexts(summary: ReturnType<typeof within>): string[] {
  return summary
    .getAllByRole('term')
    .map((term: HTMLElement) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

afterEach(() => rememberPriceSummary(null));

describe('the payment hand-off’s summary', { timeout: 20_000 }, () => {
  it('shows the review page’s lines when the figures are the ones it kept', () => {
    rememberPriceSummary(breakdown);
    const summary = renderPayment(9494, 3648, 5846);
    expect(lineTexts(summary)).toEqual([
      'Items at regular price $89.95',
      'Shipping $4.99',
      'Subtotal $94.94',
      'Autoship prices −$24.99',
      'Free shipping with autoship −$4.99',
      'Multi-pack discount (10 %) −$6.50',
      'Total per delivery $58.46',
      'You save $36.48',
    ]);
  });

  it('shows the three figures alone for figures it did not keep (a link from elsewhere)', () => {
    rememberPriceSummary(breakdown);
    const summary = renderPayment(10_000, 1000, 9000);
    expect(lineTexts(summary)).toEqual([
      'Subtotal $100.00',
      'You save −$10.00',
      'Total per delivery $90.00',
    ]);
  });
});

describe('small defects of today’s pages', () => {
  it('a theme that opens its own sign-in: the page does not say it is taking the shopper away', () => {
    const navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
    const takeOver = (event: Event) => event.preventDefault();
    document.addEventListener('sign-in-required', takeOver);
    redirectToLogin();
    document.removeEventListener('sign-in-required', takeOver);
    render(<SigningInNotice />);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('Taking you to the sign-in page…')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Sign in in the window the store opened');
  });

  it('without a theme sign-in the page says where the shopper is going', () => {
    vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
    redirectToLogin();
    render(<SigningInNotice />);
    expect(screen.getByText('Taking you to the sign-in page…')).toBeInTheDocument();
  });

  it('hideFooterTop is read from the theme’s store context', () => {
    expect(parseStoreContext({ hideFooterTop: true }).hideFooterTop).toBe(true);
    expect(parseStoreContext({}).hideFooterTop).toBeUndefined();
  });
});
