import { describe, expect, it, vi } from 'vitest';
import { hasLoaded, loadOnce } from '#src/domain/load-once.ts';

describe('loadOnce (a chunk imported once, tried again after a failure)', () => {
  it('starts the load once and gives every caller the same answer', async () => {
    const load = vi.fn(() => Promise.resolve('table'));
    const loadTable = loadOnce(load);
    const [first, second] = await Promise.all([loadTable(), loadTable()]);
    expect([first, second, await loadTable()]).toEqual(['table', 'table', 'table']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load once more at once: one dropped download is not a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('connection reset'))
      .mockResolvedValueOnce('table');
    await expect(loadOnce(load)()).resolves.toBe('table');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('table');
    const loadTable = loadOnce(load);
    await expect(loadTable()).rejects.toThrow('offline');
    await expect(loadTable()).resolves.toBe('table');
    await expect(loadTable()).resolves.toBe('table');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('says whether its code has arrived: not before, not after a failure, yes once it came', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('dialog');
    const loadDialog = loadOnce(load);
    expect(hasLoaded(loadDialog)).toBe(false);
    await expect(loadDialog()).rejects.toThrow('offline');
    expect(hasLoaded(loadDialog)).toBe(false);
    const arriving = loadDialog();
    expect(hasLoaded(loadDialog)).toBe(false);
    await arriving;
    expect(hasLoaded(loadDialog)).toBe(true);
  });
});
