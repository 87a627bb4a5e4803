import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { saveScreenshot, setupBrowserSession, type ViewportName } from './support/browser.ts';

const session = setupBrowserSession();

// Every route of spec section 2 and the heading its frame shows.
const ROUTES = [
  { path: '/pages/autoship-manage', name: 'manage', heading: 'My autoship' },
  { path: '/pages/autoship-program', name: 'program', heading: 'The autoship program' },
  { path: '/pages/buildplan', name: 'buildplan', heading: 'Build your plan' },
  { path: '/pages/payment', name: 'payment', heading: 'Payment' },
  // A draft, so the page settles in create mode (its heading is the same in edit mode).
  { path: '/review?scenario=draft', name: 'review', heading: 'Review your plan' },
] as const;

const VIEWPORT_NAMES: readonly ViewportName[] = ['mobile', 'desktop'];

describe('app shell in Chromium (mock build)', () => {
  for (const viewport of VIEWPORT_NAMES) {
    for (const route of ROUTES) {
      it(`${route.path} renders its frame at ${viewport} width`, async () => {
        const { page } = await session.open(route.path, { viewport });
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(route.heading);
        expect(await page.getByTestId('nav-title').textContent()).toBe('Autoship');
        expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
        expect(await page.locator('#autoship-device-flag').getAttribute('data-device')).toBe(
          viewport === 'desktop' ? 'desktop' : 'mobile',
        );
        // Past the 500 ms skeletons, so the screenshot shows the settled page. Counted, not
        // `waitFor`: a page still loading shows several (the builder one per product), and a
        // strict locator throws on more than one instead of waiting.
        await expect.poll(() => page.getByTestId('skeleton').count(), { timeout: 10_000 }).toBe(0);
        const width = page.viewportSize()?.width;
        await saveScreenshot(page, `shell-${route.name}-${width}`);
      });
    }
  }

  it('/ redirects to the manage page', async () => {
    const { page } = await session.open('/');
    await page.waitForURL('**/pages/autoship-manage?**');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('My autoship');
  });

  it('an unknown route shows the not-found page, not a blank one', async () => {
    for (const viewport of VIEWPORT_NAMES) {
      const { page } = await session.open('/pages/no-such-page', { viewport });
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Page not found');
      await page.getByRole('link', { name: 'Go to my autoship' }).click();
      await page.waitForURL('**/pages/autoship-manage?**');
      await page.goBack();
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await saveScreenshot(page, `shell-not-found-${page.viewportSize()?.width}`);
    }
  });

  it('serves the mock build: the store context placeholder and no console noise', async () => {
    const { page } = await session.open('/pages/autoship-manage');
    const context = await page.locator('#autoship-store-context').textContent();
    expect(context?.trim()).toBe('{}');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('has no serious or critical axe violations in the shell frame', async () => {
    for (const viewport of VIEWPORT_NAMES) {
      for (const path of ['/pages/autoship-program', '/pages/no-such-page']) {
        const { page } = await session.open(path, { viewport });
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await seriousViolations(page), `${path} at ${viewport}`).toEqual([]);
      }
    }
  });

  it('the harness records page errors (so a throwing page fails its test)', async () => {
    const { page, problems } = await session.open('/pages/payment');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('deliberate page error');
      });
    });
    await expect.poll(() => problems.pageErrors.length).toBe(1);
    expect(problems.pageErrors[0]?.message).toBe('deliberate page error');
    problems.pageErrors.length = 0; // handled here; the after-each check would fail on it
  });
});
