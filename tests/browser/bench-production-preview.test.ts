import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { startProductionPreview } from '#scripts/bench/servers.ts';

/**
 * The bench serves the production build as a store does: what the store's backend and CDN answer
 * (the API, the products' pictures) comes from the backend, the rest from the build. A picture
 * left to the preview was the app's index.html, 31.5 KB that Lighthouse's model counted whenever
 * its download ended before the plan's paint (docs/performance.md, "What run 3 says").
 */
let backend: MockHttpServer;
let work: string;
let site: { url: string; close(): Promise<void> };
const APP_HTML = '<!doctype html><title>the app</title>';

/** GET over HTTPS, accepting the bench's self-signed certificate as its browsers do. */
function get(url: string, bearer: string): Promise<{ type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const asked = request(
      url,
      { rejectUnauthorized: false, headers: { Authorization: `Bearer ${bearer}` } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            type: answer.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

beforeAll(async () => {
  backend = await startMockHttpServer({ scenario: 'active' });
  work = mkdtempSync(join(tmpdir(), 'bench-preview-'));
  mkdirSync(join(work, 'dist'));
  writeFileSync(join(work, 'dist', 'index.html'), APP_HTML);
  site = await startProductionPreview(work, backend.url);
});

afterAll(async () => {
  await site.close();
  await backend.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the bench’s production preview', () => {
  it('answers the plan’s item pictures with the backend’s pictures, not the app’s page', async () => {
    const plan = await get(`${site.url}/autoShip/queryAutoShipPlan?region=us&webLanguage=en`, 't');
    const items = (JSON.parse(plan.body) as { data: { orderItemList: { image?: string }[] } }).data
      .orderItemList;
    const pictures = items.flatMap((item) => (item.image ? [item.image] : []));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const fromPreview = await get(site.url + picture, 't');
      expect(fromPreview.type, picture).toBe('image/svg+xml');
      expect(fromPreview.body, picture).toBe(await (await fetch(backend.url + picture)).text());
    }
  });

  it('still answers the app’s own pages from the build', async () => {
    expect((await get(`${site.url}/pages/autoship-manage`, 't')).body).toBe(APP_HTML);
  });
});
