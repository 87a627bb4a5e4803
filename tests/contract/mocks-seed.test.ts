import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import countriesJson from '#fixtures/countries.json';
import { SEED_DATA, planItem } from '#mocks/data/catalogue.ts';
import { SCENARIOS } from '#mocks/scenarios/registry.ts';
import { isValidPostalCode } from '#src/domain/address/postal-code.ts';
import { validateSchema } from '#scripts/contract/openapi-validator.ts';

// The seed data of the mock backend (fixtures/seed.json, from scripts/generate-seed.mjs).

const root = join(import.meta.dirname, '..', '..');
const countries = countriesJson as Record<
  string,
  { code: string; provinces?: Record<string, { code: string }> }
>;

describe('fixtures/seed.json', () => {
  it('is what the generator writes, byte for byte (fixed seed, no clock)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    try {
      const out = join(dir, 'seed.json');
      execFileSync(process.execPath, [join(root, 'scripts/generate-seed.mjs'), '--out', out], {
        cwd: root,
        stdio: 'ignore',
      });
      expect(readFileSync(out, 'utf8')).toBe(
        readFileSync(join(root, 'fixtures/seed.json'), 'utf8'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has products whose store JSON matches the contract, prices and compare-at prices in cents', () => {
    expect(
      SEED_DATA.products.filter((product) => product.kind === 'pods').length,
    ).toBeGreaterThanOrEqual(6);
    expect(SEED_DATA.products.some((product) => product.kind === 'gift')).toBe(true);
    expect(SEED_DATA.products.some((product) => product.kind === 'device')).toBe(true);
    for (const { kind: _kind, flavor: _flavor, ...product } of SEED_DATA.products) {
      expect(validateSchema('StoreProduct', product).errors, product.handle).toEqual([]);
      expect(product.variants.length, product.handle).toBeGreaterThanOrEqual(2);
      for (const variant of product.variants) {
        expect(Number.isInteger(variant.price)).toBe(true);
        expect(Number.isInteger(variant.compare_at_price)).toBe(true);
        expect(variant.compare_at_price).toBeGreaterThan(variant.price);
      }
    }
    const ids = SEED_DATA.products.flatMap((product) =>
      product.variants.map((variant) => variant.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("makes plan items in the spec's double-comma options format", () => {
    for (const product of SEED_DATA.products) {
      for (const variant of product.variants) {
        const item = planItem(variant.id, 1);
        expect(validateSchema('OrderItem', item).errors).toEqual([]);
        if (product.kind === 'pods') {
          expect(item.options).toBe(`${variant.option1},,${product.flavor}`);
          expect(item.options?.split(',,')).toHaveLength(2);
          expect(item.productTitle).toBe(`${product.title} (Autoship)`);
          expect(item.isGift).toBe(0);
        } else {
          expect(item.isGift).toBe(1);
          expect(item.price).toBe(0);
        }
      }
    }
    expect(planItem(4100001, 2)).toMatchObject({
      options: '2 pods,,Classic Tobacco',
      price: 1299,
      comparePrice: 1599,
    });
  });

  it('has saved addresses in US, CA, GB, DE and JP at least, with valid postal codes and provinces', () => {
    const codes = new Set(SEED_DATA.addresses.map((address) => address.country_code));
    for (const code of ['US', 'CA', 'GB', 'DE', 'JP']) expect(codes).toContain(code);
    for (const address of SEED_DATA.addresses) {
      expect(validateSchema('Address', address).errors).toEqual([]);
      const where = `${address.id} ${address.country_code} ${address.zip}`;
      expect(isValidPostalCode(address.zip, address.country_code), where).toBe(true);
      expect(address.address1, where).not.toMatch(/[&%]/);
      expect(address.address2 ?? '', where).not.toMatch(/[&%]/);
      const country = countries[address.country];
      expect(country?.code, where).toBe(address.country_code);
      const provinces = country?.provinces;
      if (provinces && Object.keys(provinces).length > 0) {
        expect(provinces[address.province ?? '']?.code, where).toBe(address.province_code);
      } else {
        expect(address.province ?? '', where).toBe('');
      }
    }
  });

  it('gives every scenario a seed that stands on the seed data', () => {
    for (const scenario of SCENARIOS) {
      const seed = scenario.seed();
      if (seed.plan) {
        expect(validateSchema('Plan', seed.plan).errors, scenario.name).toEqual([]);
        if (seed.plan.addressId > 0) {
          expect(
            seed.addresses.map((address) => address.id),
            scenario.name,
          ).toContain(seed.plan.addressId);
        }
      }
    }
  });
});
