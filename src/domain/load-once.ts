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
    loading ??= load()
      .catch(() => load())
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
}
