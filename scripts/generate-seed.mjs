#!/usr/bin/env node
// Writes fixtures/seed.json: the mock backend's catalogue, customer and saved addresses.
//
// Faker with fixed seeds, no dates and no clock, so every run writes the same bytes (CI runs
// `npm run generate` and fails on a diff). The browser never loads faker: the mock backend
// imports the generated JSON.
//
// A few records are anchored to the ids and values of openapi.yaml's named examples
// (plan 880001's items, address 9001, gift 4100090, out-of-stock variant 4100005), so that the
// stateful MSW store and Prism answer the same world. Everything else is generated.
//
// Usage: node scripts/generate-seed.mjs [--out path]   (default fixtures/seed.json)
import { fakerDE, fakerEN_AU, fakerEN_CA, fakerEN_GB, fakerEN_US, fakerJA } from '@faker-js/faker';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const SEED = 20260601;
const outIndex = process.argv.indexOf('--out');
const outPath = resolve(outIndex > 0 ? process.argv[outIndex + 1] : 'fixtures/seed.json');

const faker = fakerEN_US;
faker.seed(SEED);

const slug = (text) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const image = (handle) => `/__mock/images/${handle}.svg`;
const cents = (dollars) => Math.round(dollars * 100);

// ---------------------------------------------------------------- products (pods) and gifts

/** Pack sizes: the variant's option1 and the first part of a plan item's options string. */
const PACKS = ['2 pods', '3 pods', '4 pods', '6 pods'];

/** One pod product: a flavour, one variant per pack, prices in cents. */
function podProduct({ id, flavor, packs, firstVariantId, prices, description }) {
  const title = `${flavor} Pods`;
  const handle = slug(title);
  const variants = packs.map((pack, index) => ({
    id: firstVariantId + index,
    title: pack,
    option1: pack,
    option2: null,
    option3: null,
    sku: `${flavor
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .toUpperCase()}P-${pack.split(' ')[0]}`,
    price: prices[index].price,
    compare_at_price: prices[index].compare,
    available: true,
    name: `${title} - ${pack}`,
    // Shopify's null for a variant with no image of its own: the contract lists the field.
    featured_image: null,
    options: [pack],
  }));
  return {
    kind: 'pods',
    id,
    title,
    handle,
    flavor,
    description: `<p>${description}</p>`,
    vendor: 'Autoship Demo',
    type: 'Pods',
    tags: ['autoship', 'pods'],
    price: Math.min(...variants.map((variant) => variant.price)),
    price_min: Math.min(...variants.map((variant) => variant.price)),
    price_max: Math.max(...variants.map((variant) => variant.price)),
    compare_at_price: variants[0].compare_at_price,
    available: true,
    images: [image(handle)],
    featured_image: image(handle),
    options: [{ name: 'Pack', position: 1, values: [...packs] }],
    variants,
  };
}

/** Prices of each pack: a per-pod price with a small bulk discount; compare-at above it. */
function packPrices(packs, pricePerPod) {
  return packs.map((pack) => {
    const pods = Number(pack.split(' ')[0]);
    const price = cents(Math.ceil(pricePerPod * pods * (1 - 0.04 * (pods - 2))) - 0.01);
    const compare = price + cents(faker.number.int({ min: 2, max: 6 }));
    return { price, compare };
  });
}

const products = [
  // Anchors: the items of openapi.yaml's plan examples.
  podProduct({
    id: 7400001,
    flavor: 'Classic Tobacco',
    packs: ['2 pods', '4 pods'],
    firstVariantId: 4100001,
    prices: [
      { price: 1299, compare: 1599 },
      { price: 2399, compare: 2999 },
    ],
    description: 'Two pods a pack.',
  }),
  podProduct({
    id: 7400002,
    flavor: 'Fresh Mint',
    packs: ['3 pods', '6 pods'],
    firstVariantId: 4100005,
    prices: [
      { price: 1799, compare: 2199 },
      { price: 3399, compare: 3999 },
    ],
    description: 'Three pods a pack.',
  }),
];

const FLAVOR_ENDINGS = ['Ice', 'Burst', 'Twist', 'Chill', 'Breeze', 'Fusion'];
const flavors = new Set(products.map((product) => product.flavor));
for (let index = 3; index <= 8; index += 1) {
  let flavor;
  do {
    const fruit = faker.food.fruit().replace(/\b\w/g, (letter) => letter.toUpperCase());
    flavor = `${fruit} ${faker.helpers.arrayElement(FLAVOR_ENDINGS)}`;
  } while (flavors.has(flavor) || !/^[A-Z][a-z]+ [A-Z][a-z]+$/.test(flavor));
  flavors.add(flavor);
  const packs = faker.helpers.arrayElements(PACKS, { min: 2, max: 3 });
  packs.sort((a, b) => PACKS.indexOf(a) - PACKS.indexOf(b));
  const pricePerPod = faker.number.int({ min: 5, max: 8 }) + 0.5;
  products.push(
    podProduct({
      id: 7400000 + index,
      flavor,
      packs,
      firstVariantId: 4100001 + (index - 1) * 4,
      prices: packPrices(packs, pricePerPod),
      description: faker.commerce.productDescription(),
    }),
  );
}

/** Gifts and devices: listed apart from the pods in a plan (isGift 1). */
function giftProduct({ id, variantId, title, kind, colors, price, compare }) {
  const handle = slug(title);
  const variants = colors.map((color, index) => ({
    id: variantId + index,
    title: color,
    option1: color,
    option2: null,
    option3: null,
    sku: `${slug(title).toUpperCase()}-${slug(color).toUpperCase()}`,
    price,
    compare_at_price: compare,
    available: true,
    // Gift names are parts separated by hyphens (spec section 3).
    name: `${title} - ${color}`,
    featured_image: null,
    options: [color],
  }));
  return {
    kind,
    id,
    title,
    handle,
    description: `<p>${faker.commerce.productDescription()}</p>`,
    vendor: 'Autoship Demo',
    type: kind === 'device' ? 'Device' : 'Gift',
    tags: ['autoship', kind],
    price,
    price_min: price,
    price_max: price,
    compare_at_price: compare,
    available: true,
    images: [image(handle)],
    featured_image: image(handle),
    options: [{ name: 'Color', position: 1, values: [...colors] }],
    variants,
  };
}

const colors = (count) => {
  const picked = new Set();
  while (picked.size < count) {
    picked.add(faker.color.human().replace(/\b\w/g, (letter) => letter.toUpperCase()));
  }
  return [...picked];
};

products.push(
  // Anchor: the gift of openapi.yaml's active plan example.
  giftProduct({
    id: 7400009,
    variantId: 4100090,
    title: 'Travel Case',
    kind: 'gift',
    colors: ['Black', ...colors(2).filter((color) => color !== 'Black')],
    price: 0,
    compare: 999,
  }),
  giftProduct({
    id: 7400010,
    variantId: 4100100,
    title: 'Lanyard',
    kind: 'gift',
    colors: colors(3),
    price: 0,
    compare: cents(faker.number.int({ min: 4, max: 7 }) + 0.99),
  }),
  giftProduct({
    id: 7400011,
    variantId: 4100110,
    title: 'Infinity Device',
    kind: 'device',
    colors: colors(4),
    price: 0,
    compare: cents(faker.number.int({ min: 29, max: 39 }) + 0.99),
  }),
);

// ---------------------------------------------------------------- customer and addresses

const customer = { id: 7001, email: 'shopper@example.com', firstName: 'Avery', lastName: 'Jones' };

const digits = (count) => faker.string.numeric({ length: count, allowLeadingZeros: true });
/** Letters that appear in Canadian and British postcodes' letter positions. */
const CA_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const GB_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const letter = (alphabet) => faker.helpers.arrayElement(alphabet.split(''));

// Real city / province / postal-area combinations; the local part is generated.
const PLACES = {
  US: {
    locale: fakerEN_US,
    country: 'United States',
    places: [
      { city: 'Austin', province: 'Texas', code: 'TX', zip: () => `787${digits(2)}` },
      { city: 'Brooklyn', province: 'New York', code: 'NY', zip: () => `112${digits(2)}` },
      { city: 'Seattle', province: 'Washington', code: 'WA', zip: () => `981${digits(2)}` },
      { city: 'Chicago', province: 'Illinois', code: 'IL', zip: () => `606${digits(2)}` },
    ],
  },
  CA: {
    locale: fakerEN_CA,
    country: 'Canada',
    places: [
      {
        city: 'Vancouver',
        province: 'British Columbia',
        code: 'BC',
        zip: () => `V6B ${digits(1)}${letter(CA_LETTERS)}${digits(1)}`,
      },
      {
        city: 'Montréal',
        province: 'Quebec',
        code: 'QC',
        zip: () => `H2Y ${digits(1)}${letter(CA_LETTERS)}${digits(1)}`,
      },
      {
        city: 'Calgary',
        province: 'Alberta',
        code: 'AB',
        zip: () => `T2P ${digits(1)}${letter(CA_LETTERS)}${digits(1)}`,
      },
    ],
  },
  GB: {
    locale: fakerEN_GB,
    country: 'United Kingdom',
    places: [
      {
        city: 'London',
        province: '',
        code: '',
        zip: () => `SW1A ${digits(1)}${letter(GB_INWARD_LETTERS)}${letter(GB_INWARD_LETTERS)}`,
      },
      {
        city: 'Manchester',
        province: '',
        code: '',
        zip: () => `M1 ${digits(1)}${letter(GB_INWARD_LETTERS)}${letter(GB_INWARD_LETTERS)}`,
      },
      {
        city: 'Edinburgh',
        province: '',
        code: '',
        zip: () => `EH1 ${digits(1)}${letter(GB_INWARD_LETTERS)}${letter(GB_INWARD_LETTERS)}`,
      },
    ],
  },
  DE: {
    locale: fakerDE,
    country: 'Germany',
    places: [
      { city: 'Berlin', province: '', code: '', zip: () => `101${digits(2)}` },
      { city: 'München', province: '', code: '', zip: () => `803${digits(2)}` },
      { city: 'Hamburg', province: '', code: '', zip: () => `200${digits(2)}` },
    ],
  },
  JP: {
    locale: fakerJA,
    country: 'Japan',
    places: [
      { city: '千代田区', province: 'Tokyo', code: 'JP-13', zip: () => `100-${digits(4)}` },
      { city: '大阪市北区', province: 'Osaka', code: 'JP-27', zip: () => `530-${digits(4)}` },
      { city: '京都市中京区', province: 'Kyoto', code: 'JP-26', zip: () => `604-${digits(4)}` },
    ],
  },
  AU: {
    locale: fakerEN_AU,
    country: 'Australia',
    places: [
      { city: 'Sydney', province: 'New South Wales', code: 'NSW', zip: () => `20${digits(2)}` },
      { city: 'Melbourne', province: 'Victoria', code: 'VIC', zip: () => `30${digits(2)}` },
    ],
  },
};

function address(id, countryCode, { firstName, lastName } = {}) {
  const { locale, country, places } = PLACES[countryCode];
  const place = faker.helpers.arrayElement(places);
  const first = firstName ?? locale.person.firstName();
  const last = lastName ?? locale.person.lastName();
  const street =
    countryCode === 'JP'
      ? locale.location.street()
      : countryCode === 'DE'
        ? `${locale.location.street()} ${locale.location.buildingNumber()}`
        : `${locale.location.buildingNumber()} ${locale.location.street()}`;
  const address2 = faker.datatype.boolean({ probability: 0.4 })
    ? `${faker.helpers.arrayElement(['Apt', 'Suite', 'Unit'])} ${faker.number.int({ min: 2, max: 40 })}`
    : '';
  return {
    id,
    addressId: id,
    first_name: first,
    last_name: last,
    company: '',
    address1: street.replace(/[&%]/g, ' '),
    address2,
    city: place.city,
    zip: place.zip(),
    province: place.province,
    province_code: place.code,
    country,
    country_name: country,
    country_code: countryCode,
    phone: locale.phone.number({ style: 'international' }),
  };
}

// Every locale's generator is seeded on its own, so adding a country does not shift the others.
for (const [index, { locale }] of Object.values(PLACES).entries()) locale.seed(SEED + index + 1);

const addresses = [
  // Anchors: openapi.yaml's AddressUs and the Canadian address of AddressList.
  {
    id: 9001,
    addressId: 9001,
    first_name: customer.firstName,
    last_name: customer.lastName,
    // The backend sends some fields under both spellings (openapi.yaml, Address).
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: '',
    address1: '1200 Market Street',
    address2: 'Suite 400',
    city: 'San Francisco',
    zip: '94103',
    province: 'California',
    province_code: 'CA',
    country: 'United States',
    country_name: 'United States',
    country_code: 'US',
    phone: '+1 415 555 0134',
  },
  {
    id: 9002,
    addressId: 9002,
    first_name: customer.firstName,
    last_name: customer.lastName,
    company: '',
    address1: '55 King Street West',
    address2: '',
    city: 'Toronto',
    zip: 'M5K 1A1',
    province: 'Ontario',
    province_code: 'ON',
    country: 'Canada',
    country_name: 'Canada',
    country_code: 'CA',
    phone: '+1 416 555 0170',
  },
  address(9003, 'GB', customer),
  address(9004, 'DE'),
  address(9005, 'JP'),
  address(9006, 'US'),
  address(9007, 'CA'),
  address(9008, 'AU', customer),
];

const seed = {
  $comment:
    'Generated by scripts/generate-seed.mjs (faker, fixed seed). Do not edit: run `npm run generate`.',
  seed: SEED,
  customer,
  products,
  addresses,
};

mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, `${JSON.stringify(seed, null, 2)}\n`);
console.log(`generate-seed: wrote ${products.length} products and ${addresses.length} addresses`);
