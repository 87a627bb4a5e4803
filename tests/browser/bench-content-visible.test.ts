import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVisible } from '#scripts/bench/content-visible.ts';
import { setupBrowserSession } from './support/browser.ts';

/**
 * The bench's content-visible figure (scripts/bench/content-visible.ts) is when the page paints
 * its marked content, as the page's own Element Timing says, under the bench's throttling.
 */
const session = setupBrowserSession();
const MARK = 'plan-items';
/** How long the page waits before it draws its marked content, after its HTML is in. */
const DRAWN_AFTER_MS = 400;
const PAGE = `<!doctype html><title>content</title><p>Loading…</p>
<script>
  setTimeout(() => {
    const items = document.createElement('p');
    items.setAttribute('elementtiming', '${MARK}');
    items.textContent = 'Your plan: two items';
    document.body.append(items);
  }, ${DRAWN_AFTER_MS});
</script>`;

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the bench’s content-visible figure', () => {
  it('is the paint of the marked content, after the page drew it, not the page’s first paint', async () => {
    const figures = await contentVisible(session.browser, url, MARK);
    // The HTML alone takes the throttled line's request latency (562.5 ms), then the page waits.
    expect(figures.contentMs).toBeGreaterThan(562.5 + DRAWN_AFTER_MS);
    expect(figures.lcpMs).toBeGreaterThanOrEqual(figures.contentMs);
  });
});
