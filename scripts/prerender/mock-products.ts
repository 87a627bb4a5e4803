import { loadProductSnapshot, type ProductSnapshot } from './prerender-products.ts';

/**
 * The mock build's products: its own backend's (the mock store in its default scenario, over
 * HTTP, asked by the same two calls), so its first screen is the production build's, which takes
 * them from the store's backend. A scenario that answers otherwise (a product out of stock, a
 * failing call) shows once the page asks again, as a store's changed prices do in production.
 * Loaded by render-pages.mjs through Vite (the mock backend's modules need its transforms).
 */
export async function loadMockProductSnapshot(): Promise<ProductSnapshot> {
  const { startMockHttpServer } = await import('#mocks/http-server.ts');
  const backend = await startMockHttpServer();
  try {
    return await loadProductSnapshot(backend.url);
  } finally {
    await backend.close();
  }
}
