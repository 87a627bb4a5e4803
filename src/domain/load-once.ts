/** What a download waits for first, when anything (see `setBeforeDownload`); none by default. */
let beforeDownload: () => Promise<void> | undefined = () => undefined;

/**
 * The app's: a download first waits for this (src/app/failed-stylesheets.ts links again the
 * stylesheets that failed, which Vite's preload helper asks for once per page only).
 */
export function setBeforeDownload(hook: () => Promise<void> | undefined): void {
  beforeDownload = hook;
}

function download<T>(load: () => Promise<T>): Promise<T> {
  const waiting = beforeDownload();
  return waiting ? waiting.then(load) : load();
}

/**
 * One download however many parts ask. A failure is retried once at once (a dropped connection
 * often answers the second time), then not kept: a chunk may well arrive later.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  const once = () => {
    loading ??= track(
      download(load)
        .catch(() => download(load))
        .then(
          (value) => {
            loaded.add(once);
            return value;
          },
          (error: unknown) => {
            loading = null;
            throw error;
          },
        ),
    );
    return loading;
  };
  return once;
}

const loaded = new WeakSet<() => Promise<unknown>>();

/** Whether `load` (a loadOnce) has arrived: a press needs no wait and no word of one. */
export function hasLoaded(load: () => Promise<unknown>): boolean {
  return loaded.has(load);
}

// So a test can wait for what a click started instead of for time.
const pending = new Set<Promise<unknown>>();

function track<T>(loading: Promise<T>): Promise<T> {
  pending.add(loading);
  const settled = () => void pending.delete(loading);
  loading.then(settled, settled);
  return loading;
}

/** @internal tests/support/user.ts waits on it. */
export function loadsPending(): boolean {
  return pending.size > 0;
}

/** @internal Every load so far settled and its awaiters ran on (tests/support/user.ts). */
export async function loadsSettled(): Promise<void> {
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
    // The awaiting code's continuation was queued before ours: one more turn lets it run.
    await Promise.resolve();
  }
}
