import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_PATHS } from '#mocks/routes.tsx';
import { setStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { paymentNavigation } from '#src/pages/payment/payment-navigation.ts';
import { PaymentPage } from '#src/pages/payment/payment-page.tsx';
import { MOCK_HOSTED_PAYMENT_PATH } from '#src/pages/payment/payment-url-policy.ts';
import { memoryRoutes } from '#tests/support/memory-routes.tsx';

const PROVIDER = 'https://pay.provider.example/session/42?lang=en';

function renderPayment(query: string) {
  const visits: string[] = [];
  vi.spyOn(paymentNavigation, 'go').mockImplementation((href: string) => {
    visits.push(href);
  });
  const { location, element } = memoryRoutes(`${APP_PATHS.payment}${query}`, [
    { path: APP_PATHS.payment, element: <PaymentPage /> },
    { path: APP_PATHS.review, element: <h1>Review page</h1> },
    { path: APP_PATHS.manage, element: <h1>Account page</h1> },
  ]);
  render(element);
  return { visits, location };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('payment hand-off page', () => {
  it('all four parameters: the summary in the store money format, then on to the url', () => {
    setStoreContext({ paymentHosts: ['pay.provider.example'], moneyFormat: '{{amount}} USD' });
    const { visits } = renderPayment(
      `?subtotal=123456&saving=20000&total=103456&url=${encodeURIComponent(PROVIDER)}`,
    );
    expect(screen.getByTestId('price-subtotal')).toHaveTextContent('1,234.56 USD');
    expect(screen.getByTestId('price-saving')).toHaveTextContent('200.00 USD');
    expect(screen.getByTestId('price-total')).toHaveTextContent('1,034.56 USD');
    expect(screen.getByText('You are being taken to our secure payment page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      PROVIDER,
    );
    expect(visits).toEqual([PROVIDER]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Payment · Autoship');
  });

  it('url alone: no summary, still on to the url', () => {
    setStoreContext({ paymentHosts: ['pay.provider.example'] });
    const { visits } = renderPayment(`?url=${encodeURIComponent(PROVIDER)}`);
    expect(screen.queryByTestId('price-summary')).toBeNull();
    expect(visits).toEqual([PROVIDER]);
  });

  it('no url: says so, goes nowhere, offers the way back', () => {
    setStoreContext({ paymentHosts: ['pay.provider.example'] });
    const { visits } = renderPayment('?subtotal=100&saving=0&total=100');
    expect(screen.getByRole('alert')).toHaveTextContent('The payment link is missing');
    expect(screen.getByTestId('price-total')).toHaveTextContent('$1.00');
    expect(visits).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to your plan' })).toHaveAttribute(
      'href',
      APP_PATHS.review,
    );
  });

  it.each([
    ['other host', 'https://evil.example/pay', 'does not lead to our payment provider'],
    ['http:', 'http://pay.provider.example/s', 'not a secure (https) address'],
    ['javascript:', 'javascript:alert(document.cookie)', 'not a secure (https) address'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'not a secure'],
    ['//host', '//evil.example/pay', 'not a secure (https) address'],
    ['backslashes', 'https:\\\\evil.example\\pay', 'not valid'],
    ['backslash before @', 'https://pay.provider.example\\@evil.example/', 'not valid'],
    ['userinfo', 'https://pay.provider.example@evil.example/', 'not valid'],
    ['encoded scheme', 'https%3A%2F%2Fevil.example', 'not a secure (https) address'],
    ['encoded host', 'https://pay.provider.example%2F@evil.example/', 'not valid'],
    ['encoded dot', 'https://pay%2Eprovider.example/', 'not valid'],
    ['leading space', ' https://pay.provider.example/s', 'not valid'],
    ['newline in scheme', 'java\nscript:alert(1)', 'not valid'],
    ['zero-width space', 'https://\u200bpay.provider.example/', 'not valid'],
    ['same-origin stand-in outside mock mode', '/__mock/hosted-payment?planId=1', 'secure'],
  ])('refuses %s: a clear error and no navigation', (_label, url, message) => {
    setStoreContext({ paymentHosts: ['pay.provider.example'] });
    const { visits } = renderPayment(
      `?subtotal=100&saving=0&total=100&url=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(
      screen.getByRole('heading', { name: 'We could not open the payment page' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
    expect(visits).toEqual([]);
  });

  it('a doubly encoded url is not decoded twice', () => {
    setStoreContext({ paymentHosts: ['pay.provider.example'] });
    const { visits } = renderPayment(`?url=${encodeURIComponent(encodeURIComponent(PROVIDER))}`);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(visits).toEqual([]);
  });

  it('the default store context allows no payment host (fails closed)', () => {
    const { visits } = renderPayment(`?url=${encodeURIComponent(PROVIDER)}`);
    expect(screen.getByRole('alert')).toHaveTextContent('does not lead to our payment provider');
    expect(visits).toEqual([]);
  });

  describe('mock mode (VITE_API_MOCKING=msw)', () => {
    it('follows the same-origin stand-in, as a path', () => {
      vi.stubEnv('VITE_API_MOCKING', 'msw');
      const standIn = `${window.location.origin}/__mock/hosted-payment?planId=880001`;
      const { visits } = renderPayment(`?url=${encodeURIComponent(standIn)}`);
      expect(visits).toEqual(['/__mock/hosted-payment?planId=880001']);
    });

    it.each([
      '//evil.example/__mock/hosted-payment',
      '/\\evil.example/__mock/hosted-payment',
      '/.//evil.example/__mock/hosted-payment',
      `${window.location.origin}/pages/autoship-manage`,
      'https://evil.example/__mock/hosted-payment?planId=1',
    ])('still refuses %s', (url) => {
      vi.stubEnv('VITE_API_MOCKING', 'msw');
      const { visits } = renderPayment(`?url=${encodeURIComponent(url)}`);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(visits).toEqual([]);
    });

    it('the stand-in path is the mock routes’ own', () => {
      expect(MOCK_HOSTED_PAYMENT_PATH).toBe(MOCK_PATHS.hostedPayment);
    });
  });
});
