import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowserSession } from './support/browser.ts';

// Spec section 7's `sign-in-required`: one event per redirect to login, heard by a theme script
// in Chromium, whether the theme lets the redirect happen or cancels it to open its own sign-in.

const session = setupBrowserSession();
const PAGES = ['/pages/autoship-manage', '/review'];

interface Heard {
  returnTo?: string;
  loginUrl?: string;
}

/**
 * A theme script on every page of the context: it hears each `sign-in-required` (reported to
 * the test, so events of a page already left still count) and, when `cancel`, takes it over.
 */
async function themeListens(context: BrowserContext, cancel: boolean): Promise<Heard[]> {
  const heard: Heard[] = [];
  await context.exposeFunction('__themeHeardSignIn', (detail: Heard) => void heard.push(detail));
  await context.addInitScript((takeOver: boolean) => {
    document.addEventListener('sign-in-required', (event) => {
      if (takeOver) event.preventDefault();
      const { detail } = event as CustomEvent<Heard>;
      void (window as unknown as { __themeHeardSignIn: (d: Heard) => void }).__themeHeardSignIn(
        detail,
      );
    });
  }, cancel);
  return heard;
}

describe('sign-in-required, once per redirect to login', () => {
  for (const path of PAGES) {
    it(`${path}: a theme that cancels it hears it once, and the page stays`, async () => {
      let heard: Heard[] = [];
      const { page } = await session.open(`${path}?scenario=unauthorized`, {
        allowConsoleErrors: true, // the browser logs the 401 answers
        beforeLoad: async (context) => (heard = await themeListens(context, true)),
      });
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      // Every part the page mounts after the first 401 has asked and been answered.
      await page.waitForLoadState('networkidle');
      expect(heard).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe(path);
    });

    it(`${path}: a theme that lets the redirect happen hears it once before the login page`, async () => {
      let heard: Heard[] = [];
      const { page } = await session.open(`${path}?scenario=unauthorized`, {
        allowConsoleErrors: true,
        beforeLoad: async (context) => (heard = await themeListens(context, false)),
      });
      await page.waitForURL('**/account/login?**');
      await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
      expect(heard).toHaveLength(1);
      expect(heard[0]?.returnTo).toBe(new URL(path, page.url()).href);
    });
  }
});
