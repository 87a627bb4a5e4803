import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { givenStoreProducts } from '#src/features/products/builder-product-entries.ts';
import {
  getStoreContext,
  resetStoreContext,
  STORE_CONTEXT_ELEMENT_ID,
} from '#src/api/store-context.ts';
import {
  renderSection,
  sampleProduct,
  sectionSettings,
  shopifyObjects,
  writeGeneratedSnippets,
} from '#tests/support/shopify-liquid.ts';

/**
 * The builder's products rendered by the theme into the store context: the store's
 * `/products/{handle}.js` fields the app reads, from the section's product pickers.
 */
const HOSTILE = '</script><script>window.x=1</script>';

beforeAll(writeGeneratedSnippets, 60_000);

afterEach(() => {
  document.body.innerHTML = '';
  resetStoreContext();
});

async function renderWith(settings: Record<string, unknown>): Promise<string> {
  return renderSection(
    shopifyObjects({ section: { id: 'main', settings: sectionSettings(settings) } }),
  );
}

function contextBlock(html: string): { products: unknown } {
  const block = new DOMParser()
    .parseFromString(html, 'text/html')
    .getElementById(STORE_CONTEXT_ELEMENT_ID);
  return JSON.parse(block?.textContent ?? 'null') as { products: unknown };
}

describe('the section renders the builder’s products into the store context', () => {
  it('exactly the product JSON the app reads, pods then gifts then devices', async () => {
    const html = await renderWith({
      pod_products: [sampleProduct(111)],
      gift_products: [
        sampleProduct(211, {
          featured_image: null,
          images: [],
          options_with_values: [{ name: 'Title', position: 1, values: ['Default Title'] }],
          variants: [
            {
              id: 2111,
              title: 'Default Title',
              option1: 'Default Title',
              option2: null,
              option3: null,
              options: ['Default Title'],
              price: 0,
              compare_at_price: null,
              available: true,
            },
          ],
        }),
      ],
      device_products: [],
    });
    const image = (name: string) => `//cdn.example/s/files/1/products/${name}.png?v=1&width=600`;
    expect(contextBlock(html).products).toEqual([
      {
        id: 111,
        handle: 'pods-111',
        title: 'Pods 111 (Autoship)',
        available: true,
        featured_image: image('pods-111'),
        images: [image('pods-111'), image('pods-111-box')],
        options: [{ name: 'Pack', position: 1, values: ['2 pods', '4 pods'] }],
        variants: [
          {
            id: 1111,
            title: '2 pods',
            option1: '2 pods',
            option2: null,
            option3: null,
            options: ['2 pods'],
            price: 1299,
            compare_at_price: 1599,
            available: true,
          },
          {
            id: 1112,
            title: '4 pods',
            option1: '4 pods',
            option2: null,
            option3: null,
            options: ['4 pods'],
            price: 2399,
            compare_at_price: null,
            available: false,
          },
        ],
      },
      {
        id: 211,
        handle: 'pods-211',
        title: 'Pods 211 (Autoship)',
        available: true,
        featured_image: null,
        images: [],
        options: [{ name: 'Title', position: 1, values: ['Default Title'] }],
        variants: [
          {
            id: 2111,
            title: 'Default Title',
            option1: 'Default Title',
            option2: null,
            option3: null,
            options: ['Default Title'],
            price: 0,
            compare_at_price: null,
            available: true,
          },
        ],
      },
    ]);

    // The app reads the same (one parser, src/api/store-context.ts).
    document.body.innerHTML = html;
    resetStoreContext();
    expect(getStoreContext().products).toEqual(contextBlock(html).products);
  });

  it('no products picked: an empty list, and the app asks for none it does not know', async () => {
    const html = await renderWith({});
    expect(contextBlock(html).products).toEqual([]);
    document.body.innerHTML = html;
    resetStoreContext();
    expect(getStoreContext().products).toEqual([]);
  });

  it('a hostile title cannot close the script element; a product without variants is left out', async () => {
    const html = await renderWith({
      pod_products: [sampleProduct(111, { title: HOSTILE }), sampleProduct(112, { variants: [] })],
    });
    expect(html).not.toContain('<script>window.x=1');
    document.body.innerHTML = html;
    resetStoreContext();
    // What the builder and program pages read from the store context.
    const products = [...givenStoreProducts(getStoreContext().products).values()];
    expect(products.map((product) => [product.id, product.title])).toEqual([[111, HOSTILE]]);
    expect((window as { x?: unknown }).x).toBeUndefined();
  });
});
