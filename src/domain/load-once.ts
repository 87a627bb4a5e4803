/**
 * `load` started on the first call and its promise shared by every later call, so a module or
 * data chunk is downloaded once however many parts ask for it. A failed load is tried once more
 * at once (a dropped connection often answers the second time); a failure after that is not
 * kept: the call after it starts `load` again, because a chunk that failed to download (offline,
 * a deploy that replaced it) may well arrive later.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= track(
      load()
        .catch(() => load())
        .catch((error: unknown) => {
          loading = null;
          throw error;
        }),
    );
    return loading;
  };
}

// The loads under way, so a test can wait for what a click started instead of for time.
const pending = new Set<Promise<unknown>>();

function track<T>(loading: Promise<T>): Promise<T> {
  pending.add(loading);
  const settled = () => void pending.delete(loading);
  loading.then(settled, settled);
  return loading;
}

/**
 * Whether some load is under way (then `loadsSettled` has something to wait for).
 * @internal Only the tests call it (tests/support/user.ts), to wait for what a click started.
 */
export function loadsPending(): boolean {
  return pending.size > 0;
}

/**
 * Resolves once every load started so far, and every load those start, has settled (either way),
 * and the code awaiting them has run on to its next wait.
 * @internal Only the tests call it (tests/support/user.ts), to wait for what a click started.
 */
export async function loadsSettled(): Promise<void> {
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
    // The awaiting code's continuation was queued before ours: one more turn lets it run first.
    await Promise.resolve();
  }
}
