import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { findProduct } from '#mocks/data/catalogue.ts';
import type { StoreProduct } from '#src/api/schema-types.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import { useStoreProducts } from '#src/features/products/use-store-products.ts';
import { QUERY_STALE_TIME_MS } from '#src/api/query-hook-options.ts';
import { resetApiTestState } from '#tests/unit/api/api-test-helpers.ts';

/**
 * The builder's products from the store context (the theme renders them): no product call for
 * them, the spec's two calls (productInfo, then the store's product JSON) for any it left out.
 */
const PODS = [7400001, 7400002, 7400003];
const GIFTS = [7400009];

let requests: string[] = [];
const log = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url);
  if (/\/productInfo\/|\/products\//.test(pathname)) requests.push(pathname);
};

/** A product of the mock store as the theme renders it into the context. */
function rendered(id: number): StoreProduct {
  const product = findProduct(id);
  if (!product) throw new Error(`no product ${id} in the catalogue`);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    available: product.available,
    featured_image: product.featured_image ?? null,
    images: product.images ?? [],
    options: product.options ?? [],
    variants: product.variants,
  };
}

function renderProducts(
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const renders: ReturnType<typeof useStoreProducts>[] = [];
  const hook = renderHook(
    () => {
      const products = useStoreProducts({ pods: PODS, gifts: GIFTS, devices: [] });
      renders.push(products);
      return products;
    },
    { wrapper },
  );
  return { ...hook, renders };
}

beforeEach(() => {
  resetApiTestState();
  requests = [];
  server.events.on('request:start', log);
});

afterEach(() => {
  server.events.removeListener('request:start', log);
});

describe('useStoreProducts with the products the theme rendered', () => {
  it('every product given: all ready in the first render, no product call', async () => {
    setStoreContext({
      builderProducts: { pods: PODS, gifts: GIFTS, devices: [] },
      products: [...PODS, ...GIFTS].map(rendered),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result, renders } = renderProducts(queryClient);

    const first = renders[0];
    expect(first?.isLoading).toBe(false);
    expect(first?.all.map((entry) => entry.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(first?.pods.map((product) => product.title)).toEqual([
      'Classic Tobacco Pods',
      findProduct(7400002)?.title,
      findProduct(7400003)?.title,
    ]);
    expect(first?.pods[0]?.variants[0]).toEqual({
      variantId: 4100001,
      title: '2 pods',
      price: 1299,
      compareAtPrice: 1599,
      available: true,
    });
    expect(first?.gifts.map((product) => product.productId)).toEqual(GIFTS);
    // Nothing asked afterwards either: nothing under way, nothing stale to ask for.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requests).toEqual([]);
    expect(result.current.all.every((entry) => entry.status === 'ready')).toBe(true);
  });

  it('a product the theme left out is asked for the spec’s way, and only that one', async () => {
    setStoreContext({ products: [7400001, 7400003, 7400009].map(rendered) });
    const { result, renders } = renderProducts();

    expect(renders[0]?.all.map((entry) => entry.status)).toEqual([
      'ready',
      'loading',
      'ready',
      'ready',
    ]);
    await waitFor(() => expect(result.current.isLoading).toBe(false), { timeout: 20_000 });
    expect(result.current.all.map((entry) => entry.status)).toEqual([
      'ready',
      'ready',
      'ready',
      'ready',
    ]);
    expect(requests).toEqual([
      '/shopify/us/productInfo/7400002',
      `/products/${findProduct(7400002)?.handle}.js`,
    ]);
  });
});

describe('useStoreProducts with products a standalone build took at build time', () => {
  const IDS = [...PODS, ...GIFTS];
  /** The app's stale time: a snapshot younger than it is not asked again. */
  const appClient = () =>
    new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: QUERY_STALE_TIME_MS } },
    });
  /** The first pod as the build took it, at a price the store no longer charges. */
  function withOldPrice(): StoreProduct[] {
    return IDS.map(rendered).map((product, index) =>
      index === 0
        ? {
            ...product,
            variants: product.variants.map((variant) => ({
              ...variant,
              price: variant.price - 100,
            })),
          }
        : product,
    );
  }
  const firstPrice = (products: ReturnType<typeof useStoreProducts> | undefined) =>
    products?.pods[0]?.variants[0]?.price;

  it('a stale snapshot shows at once, then the store’s prices replace it once the page is idle; no productInfo', async () => {
    const live = findProduct(7400001)?.variants[0]?.price;
    setStoreContext({
      products: withOldPrice(),
      productsAsOf: Date.now() - QUERY_STALE_TIME_MS - 60_000,
    });
    const client = appClient();
    const { result, renders } = renderProducts(client);

    expect(renders[0]?.all.map((entry) => entry.status)).toEqual(IDS.map(() => 'ready'));
    expect(firstPrice(renders[0])).toBe((live ?? 0) - 100);
    // Mounted and committed, nothing asked yet: the calls wait for the page's paint and idle.
    expect(client.isFetching()).toBe(0);
    await waitFor(() => expect(firstPrice(result.current)).toBe(live), { timeout: 20_000 });
    await waitFor(() => expect(requests).toHaveLength(IDS.length), { timeout: 20_000 });
    expect(requests.toSorted()).toEqual(
      IDS.map((id) => `/products/${findProduct(id)?.handle}.js`).toSorted(),
    );
    // Every product stayed on screen while its price was asked again.
    expect(
      renders.every((products) => products.all.every((entry) => entry.status === 'ready')),
    ).toBe(true);
  });

  it('a snapshot younger than the stale time is not asked again', async () => {
    setStoreContext({ products: IDS.map(rendered), productsAsOf: Date.now() });
    const client = appClient();
    const { result } = renderProducts(client);

    expect(result.current.all.map((entry) => entry.status)).toEqual(IDS.map(() => 'ready'));
    // The queries are in the cache, fresh, with nothing under way: no call was or will be made.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(requests).toEqual([]);
  });

  it('a snapshot dated after this device’s clock is taken as stale and asked again', async () => {
    setStoreContext({ products: withOldPrice(), productsAsOf: Date.now() + 3_600_000 });
    const { result } = renderProducts(appClient());

    await waitFor(
      () => expect(firstPrice(result.current)).toBe(findProduct(7400001)?.variants[0]?.price),
      {
        timeout: 20_000,
      },
    );
  });
});
