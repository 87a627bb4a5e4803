import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginNavigation, redirectToLogin, resetLoginRedirect } from '#src/api/login-redirect.ts';
import { getStoreContext, resetStoreContext, setStoreContext } from '#src/api/store-context.ts';
import { useThemeEvents } from '#src/app/theme-events.ts';
import { clearToasts, getToasts, showToast } from '#src/components/ui/toast/toast-store.ts';
import { PRE_INIT_DELAY_MS } from '#src/domain/business-constants.ts';

/** A theme script: listens on document for what the app sends (spec section 7). */
function themeListens(name: string, onEvent: (event: CustomEvent) => void): () => void {
  const listener = (event: Event) => onEvent(event as CustomEvent);
  document.addEventListener(name, listener);
  return () => document.removeEventListener(name, listener);
}

function VisitorCountry() {
  useThemeEvents();
  return <p data-testid="country">{getStoreContext().visitorCountry}</p>;
}

afterEach(() => {
  clearToasts();
  resetStoreContext();
});

describe('the theme’s events', () => {
  it('sign-in-required: sent before the login redirect; a theme that cancels it keeps the shopper', () => {
    const navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
    const heard: unknown[] = [];
    const stop = themeListens('sign-in-required', (event) => heard.push(event.detail));
    redirectToLogin();
    expect(heard).toEqual([
      {
        returnTo: `${location.origin}${location.pathname}`,
        loginUrl: expect.stringContaining('/account/login?return_to='),
      },
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
    stop();

    // Another page load (jsdom never left): this time the theme takes the sign-in over.
    resetLoginRedirect();
    const heardByTheme: unknown[] = [];
    const takeOver = themeListens('sign-in-required', (event) => {
      event.preventDefault();
      heardByTheme.push(event.detail);
    });
    redirectToLogin();
    takeOver();
    expect(heardByTheme).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('message.show: every message is sent; a theme that cancels it shows it instead of the app', () => {
    const heard: unknown[] = [];
    const stop = themeListens('message.show', (event) => heard.push(event.detail));
    showToast('update success', { tone: 'success' });
    stop();
    expect(heard).toEqual([{ message: 'update success', tone: 'success', durationMs: 3000 }]);
    expect(getToasts().map((toast) => toast.message)).toEqual(['update success']);

    const takeOver = themeListens('message.show', (event) => event.preventDefault());
    showToast('address is invalid!');
    takeOver();
    expect(getToasts().map((toast) => toast.message)).toEqual(['update success']);
  });

  it('country-jump from the theme (on window or document) changes the visitor’s country in place', () => {
    setStoreContext({ visitorCountry: 'US' });
    render(<VisitorCountry />);
    expect(screen.getByTestId('country')).toHaveTextContent('US');
    act(() => {
      window.dispatchEvent(new CustomEvent('country-jump', { detail: { countryCode: 'de' } }));
    });
    expect(screen.getByTestId('country')).toHaveTextContent('DE');
    act(() => {
      document.dispatchEvent(new CustomEvent('country-jump', { detail: { isoCode: 'FR' } }));
    });
    expect(screen.getByTestId('country')).toHaveTextContent('FR');
    // Not a country code: ignored.
    act(() => {
      window.dispatchEvent(new CustomEvent('country-jump', { detail: { countryCode: '<b>' } }));
    });
    expect(screen.getByTestId('country')).toHaveTextContent('FR');
  });

  it('get-iso-code: asked once, the 150 ms pre-init delay after mounting; the answer is used', () => {
    vi.useFakeTimers();
    setStoreContext({ visitorCountry: 'US' });
    const asked: ((code: string) => void)[] = [];
    const stop = themeListens('get-iso-code', (event) =>
      asked.push((event.detail as { callback: (code: string) => void }).callback),
    );
    render(<VisitorCountry />);
    act(() => vi.advanceTimersByTime(PRE_INIT_DELAY_MS - 1));
    expect(asked).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(asked).toHaveLength(1);
    act(() => asked[0]?.('CA'));
    stop();
    expect(screen.getByTestId('country')).toHaveTextContent('CA');
  });
});
