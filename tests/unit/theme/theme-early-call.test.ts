import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node.ts';
import { ACTIVE_PLAN } from '#tests/unit/api/api-test-helpers.ts';
import {
  PLAN_CHECKS_ASSET,
  renderSection,
  sectionSettings,
  shopifyObjects,
  writeGeneratedSnippets,
} from '#tests/support/shopify-liquid.ts';

/**
 * The theme section's early plan call (snippets/autoship-early-call.liquid, written by the theme
 * build): rendered by Liquid right after the store context, run as the browser would run it.
 */
const API_ORIGIN = 'https://api.autoship.example';
const ASSETS = 'https://cdn.example/s/files/t/9/assets/';

beforeAll(writeGeneratedSnippets, 60_000);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.__autoshipEarlyPlanCall;
  delete window.__autoshipEarlyProductCalls;
  history.replaceState(null, '', '/');
});

async function sectionFor(suffix: string, rootUrl = '/'): Promise<string> {
  const objects = shopifyObjects();
  return renderSection(
    {
      ...objects,
      routes: { ...objects.routes, root_url: rootUrl },
      template: { name: 'page', suffix },
      section: { id: 'main', settings: sectionSettings({ api_origin: API_ORIGIN }) },
    },
    ASSETS,
  );
}

/** Puts the section in the page at `path` and runs its inline scripts in order, as a browser. */
function runSection(html: string, path: string): void {
  history.replaceState(null, '', path);
  document.body.innerHTML = html;
  for (const script of document.body.querySelectorAll('script:not([type]):not([src])')) {
    new Function(script.textContent ?? '')();
  }
}

function answerPlan(): Request[] {
  const seen: Request[] = [];
  server.use(
    http.get(`${API_ORIGIN}/autoShip/queryAutoShipPlan`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json({ code: 200, data: ACTIVE_PLAN });
    }),
  );
  return seen;
}

describe('the theme section’s early plan call', () => {
  it('sits after the store context and before the app’s stylesheet, its answer’s checks and the page’s files preloaded', async () => {
    const page = new DOMParser().parseFromString(await sectionFor('autoship-manage'), 'text/html');
    const order = [...page.querySelectorAll('script, link')].map((element) =>
      element.tagName === 'LINK'
        ? `link ${element.getAttribute('rel')} ${element.getAttribute('href')}`
        : `script ${element.getAttribute('type') ?? 'inline'}`,
    );
    expect(order).toEqual([
      'script application/json',
      'script inline',
      // The chunk the app's entry imports: found otherwise only once the entry has downloaded.
      `link modulepreload ${ASSETS}autoship-shared-test.js`,
      // The plan answer's checks and the page's own files (its chunk, its CSS), none of which
      // holds an inline script back; without asset_url's version query, as the app imports them.
      `link modulepreload ${ASSETS}${PLAN_CHECKS_ASSET}`,
      `link modulepreload ${ASSETS}autoship-autoship-manage-page-test.js`,
      `link preload ${ASSETS}autoship-autoship-manage-page-test.css`,
      // The app's texts (data, read by the app before its first render).
      'script application/json',
      // The app's own stylesheet, which the page's (applied by the app) must come after.
      `link stylesheet ${ASSETS}autoship-app-test.css`,
      'script module',
      // The page's own, after the app's: both before the first screen they style.
      `link stylesheet ${ASSETS}autoship-autoship-manage-page-test.css`,
    ]);
    const preload = page.querySelector('link[rel="preload"]');
    // In CORS mode, as the app's loader asks for it: one download, not two.
    expect([preload?.getAttribute('as'), preload?.getAttribute('crossorigin')]).toEqual([
      'style',
      '',
    ]);
  });

  it('on the account page: one plan call to the store context’s API origin, as the app sends it', async () => {
    const seen = answerPlan();
    runSection(await sectionFor('autoship-manage', '/fr'), '/fr/pages/autoship-manage');
    await expect(window.__autoshipEarlyPlanCall?.sent).resolves.toMatchObject({
      headers: { authorization: 'Bearer token-7001' },
    });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const url = new URL(seen[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe(`${API_ORIGIN}/autoShip/queryAutoShipPlan`);
    expect([...url.searchParams.keys()]).toEqual(['region', 'cookie', 'webLanguage']);
    expect(url.searchParams.get('region')).toBe('us');
  });

  it('on the review page too; on the other pages no call and no checks preloaded', async () => {
    const seen = answerPlan();
    runSection(await sectionFor('autoship-review'), '/pages/autoship-review');
    expect(window.__autoshipEarlyPlanCall).toBeDefined();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    delete window.__autoshipEarlyPlanCall;

    for (const [suffix, path] of [
      ['autoship-program', '/pages/autoship-program'],
      ['autoship-buildplan', '/pages/buildplan'],
      ['autoship-payment', '/pages/payment'],
    ] as const) {
      const html = await sectionFor(suffix);
      expect(html).not.toContain(PLAN_CHECKS_ASSET);
      runSection(html, path);
      expect(window.__autoshipEarlyPlanCall).toBeUndefined();
    }
    expect(seen).toHaveLength(1);
  });

  it('an anonymous visitor: no call', async () => {
    const seen = answerPlan();
    const objects = shopifyObjects({ customer: null });
    runSection(
      await renderSection(
        {
          ...objects,
          section: { id: 'main', settings: sectionSettings({ api_origin: API_ORIGIN }) },
        },
        ASSETS,
      ),
      '/pages/autoship-manage',
    );
    expect(window.__autoshipEarlyPlanCall).toBeUndefined();
    expect(seen).toHaveLength(0);
  });
});

describe('the theme section’s page files', () => {
  it('each template preloads the entry’s chunk and its own page’s files, no other', async () => {
    const links = async (suffix: string) =>
      [
        ...new DOMParser()
          .parseFromString(await sectionFor(suffix), 'text/html')
          .querySelectorAll('link[rel="modulepreload"], link[rel="preload"]'),
      ].map((link) => link.getAttribute('href'));
    const entryImports = [`${ASSETS}autoship-shared-test.js`];
    expect(await links('autoship-payment')).toEqual([
      ...entryImports,
      `${ASSETS}autoship-payment-page-test.js`,
    ]);
    expect(await links('autoship-program')).toEqual(entryImports);
  });
});
