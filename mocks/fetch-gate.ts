/**
 * Holds the page's fetch calls until `ready` settles, then hands each to the browser's fetch,
 * which the service worker then answers (or the network, if the worker failed to start). The mock
 * build renders before its worker is up, and a call sent before the worker controls the
 * page would go past it to the network. Put back as it was once `ready` settles.
 */
export function holdFetchUntil(ready: Promise<unknown>): void {
  const original = globalThis.fetch;
  const send = original.bind(globalThis);
  const held: typeof fetch = (input, init) =>
    ready.then(
      () => send(input, init),
      () => send(input, init),
    );
  globalThis.fetch = held;
  const release = () => {
    if (globalThis.fetch === held) globalThis.fetch = original;
  };
  ready.then(release, release);
}
