import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { animationsSettled } from './support/animations.ts';
import { setupBrowserSession } from './support/browser.ts';
import { startThemeHost, type ThemeHost } from '#tests/support/theme-host.ts';
import { lookLayout, themeLook } from '#tests/support/theme-look.ts';

/**
 * The theme build in Dawn 15.4.1's page (tests/support/theme-look.ts: the variables its layout
 * writes for its default settings, its five colour schemes among them, and its own CSS), the
 * section in each scheme the editor offers: every page passes axe's colour-contrast check.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };

/** Dawn 15.4.1's shipped schemes (config/settings_data.json), as its layout names them. */
const SCHEMES = [
  ...new Set([...themeLook('dawn').variables.matchAll(/\.color-(scheme-\d+)/g)].map((m) => m[1])),
].filter((id): id is string => id !== undefined);

let backend: MockHttpServer;
/** One host per scheme: the host renders each page once. */
const hosts = new Map<string, ThemeHost>();

beforeAll(async () => {
  backend = await startMockHttpServer({ scenario: 'active' });
});

afterAll(async () => {
  for (const host of hosts.values()) await host.close();
  await backend.close();
});

async function hostFor(id: string): Promise<ThemeHost> {
  const found = hosts.get(id);
  if (found) return found;
  const dawn = lookLayout('dawn');
  const host = await startThemeHost({
    themeDir: inject('themeDir'),
    backend: backend.url,
    paymentHosts: '',
    products: DEFAULT_STORE_CONTEXT.builderProducts,
    layout: (section) => dawn(section.replaceAll('color-scheme-1', `color-${id}`)),
  });
  hosts.set(id, host);
  return host;
}

const PAGES = ['autoship-manage', 'autoship-program', 'buildplan', 'autoship-review'];

async function openPage(id: string, handle: string, width: number): Promise<Page> {
  const host = await hostFor(id);
  const { page } = await session.open(`${host.url}/pages/${handle}`, {
    viewport: { width, height: 900 },
  });
  await page.locator('[data-autoship-root] h1').first().waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  const gifts = page.getByRole('group', { name: 'Your free gift with every plan' });
  if ((await gifts.count()) > 0) await gifts.getByRole('radio').first().check();
  await animationsSettled(page);
  return page;
}

describe('the theme build in Dawn’s colour schemes (Chromium)', { timeout: 240_000 }, () => {
  it('finds the five schemes Dawn ships in its layout’s variables', () => {
    expect(SCHEMES).toHaveLength(5);
  });

  it.each(SCHEMES)('%s: no colour-contrast violation on any page', async (id) => {
    const found: string[] = [];
    for (const handle of PAGES) {
      const page = await openPage(id, handle, 1280);
      const results = await new AxeBuilder({ page })
        .include('[data-autoship-root]')
        .withRules(['color-contrast'])
        .analyze();
      for (const violation of results.violations)
        for (const node of violation.nodes)
          found.push(`${handle}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
