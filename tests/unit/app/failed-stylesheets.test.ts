import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFailedStylesheets } from '#src/app/failed-stylesheets.ts';
import { loadOnce } from '#src/domain/load-once.ts';

// What Vite's preload helper does in the page, by hand: jsdom downloads no stylesheet, so each
// link's load or error is the test's to fire.
const assetUrl = (name: string) => new URL(`/assets/${name}`, location.href).href;

function linkAsVite(name: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = assetUrl(name);
  document.head.appendChild(link);
  return link;
}

/** Vite's word that an import's stylesheet failed (one per import, for its first failure). */
function announceFailure(name: string): void {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(
    Object.assign(event, { payload: new Error(`Unable to preload CSS for ${assetUrl(name)}`) }),
  );
}

/** The links of `name` in the page now. */
const linked = (name: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.href === assetUrl(name),
  );

/** The dialog's chunk and its two stylesheets, refused: Vite's links removed, to be tried again. */
function dialogStylesheetsRefused(): void {
  for (const name of ['dialog.css', 'form-control.css']) {
    linkAsVite(name).dispatchEvent(new Event('error'));
  }
  announceFailure('dialog.css');
}

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = forgetFailedStylesheets();
});
afterEach(() => {
  stop();
  document.head.innerHTML = '';
});

describe('failed stylesheets, linked again before the next download', () => {
  it('removes the failed ones and links them again when the part is asked for; the download waits for them', async () => {
    dialogStylesheetsRefused();
    expect([...linked('dialog.css'), ...linked('form-control.css')]).toEqual([]);

    const download = vi.fn(() => Promise.resolve('dialog'));
    const loading = loadOnce(download)();
    const again = [...linked('dialog.css'), ...linked('form-control.css')];
    expect(again).toHaveLength(2);
    expect(download).not.toHaveBeenCalled();

    for (const link of again) link.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('dialog');
  });

  it('leaves one linked again to load when a second import announces its failure late: removed, it would hold the download for ever', async () => {
    dialogStylesheetsRefused();
    const download = vi.fn(() => Promise.resolve('dialog'));
    const loading = loadOnce(download)();
    const [formControl] = linked('form-control.css');

    // The address panel shares form-control.css; Vite tells its failure only now.
    announceFailure('form-control.css');
    expect(linked('form-control.css')).toEqual([formControl]);

    for (const link of [...linked('dialog.css'), ...linked('form-control.css')]) {
      link.dispatchEvent(new Event('load'));
    }
    await expect(loading).resolves.toBe('dialog');
  });

  it('has a part asked for meanwhile wait for them too: Vite, having asked once, would not', async () => {
    dialogStylesheetsRefused();
    const dialog = loadOnce(() => Promise.resolve('dialog'))();
    const download = vi.fn(() => Promise.resolve('items editor'));
    const editor = loadOnce(download)();
    expect(download).not.toHaveBeenCalled();

    for (const link of [...linked('dialog.css'), ...linked('form-control.css')]) {
      link.dispatchEvent(new Event('load'));
    }
    await expect(Promise.all([dialog, editor])).resolves.toEqual(['dialog', 'items editor']);
  });

  it('goes on when a link it made leaves the page before loading (no event comes), and links it again for the retry', async () => {
    dialogStylesheetsRefused();
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('connection reset'))
      .mockResolvedValueOnce('dialog');
    const loading = loadOnce(download)();
    const [removed] = linked('dialog.css');
    removed?.remove();
    linked('form-control.css')[0]?.dispatchEvent(new Event('load'));
    await expect.poll(() => download.mock.calls.length).toBe(1);

    await expect.poll(() => linked('dialog.css')).toHaveLength(1);
    const [again] = linked('dialog.css');
    expect(again).not.toBe(removed);
    again?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('dialog');
    expect(download).toHaveBeenCalledTimes(2);
  });
});
