import { describe, expect, it } from 'vitest';
import {
  canPurchase,
  createAutoshipConfig,
  DEFAULT_AUTOSHIP_CONFIG,
} from '#src/domain/pricing/autoship-config.ts';

describe('autoship configuration', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_AUTOSHIP_CONFIG.intervalOptions).toEqual([30, 45, 60]);
    expect(DEFAULT_AUTOSHIP_CONFIG.defaultDaySpan).toBe(30);
    expect(DEFAULT_AUTOSHIP_CONFIG.freightFeeCents).toBe(0);
    expect(DEFAULT_AUTOSHIP_CONFIG.slideDiscount).toBeNull();
    expect(DEFAULT_AUTOSHIP_CONFIG.allowedPurchaseCountries).toEqual([]);
    expect(createAutoshipConfig()).toEqual(DEFAULT_AUTOSHIP_CONFIG);
  });

  it('takes valid overrides and ignores broken ones', () => {
    const config = createAutoshipConfig({
      freightFeeCents: 599,
      intervalOptions: [14, 28],
      defaultDaySpan: 14,
      allowedPurchaseCountries: ['us', 'CA'],
    });
    expect(config).toMatchObject({
      freightFeeCents: 599,
      intervalOptions: [14, 28],
      defaultDaySpan: 14,
      allowedPurchaseCountries: ['US', 'CA'],
    });
    const broken = createAutoshipConfig({
      freightFeeCents: -5,
      intervalOptions: [0, -30, 1.5],
      defaultDaySpan: Number.NaN,
    });
    expect(broken.freightFeeCents).toBe(0);
    expect(broken.intervalOptions).toEqual([30, 45, 60]);
    expect(broken.defaultDaySpan).toBe(30);
  });
});

describe('canPurchase', () => {
  const config = createAutoshipConfig({ allowedPurchaseCountries: ['US', 'GB'] });

  it('always allows a regular store', () => {
    expect(canPurchase(config, { globalStore: false, visitorCountry: 'FR' })).toBe(true);
    expect(canPurchase(config, { globalStore: false, visitorCountry: null })).toBe(true);
  });

  it('limits a global store to the allowed countries', () => {
    expect(canPurchase(config, { globalStore: true, visitorCountry: 'gb' })).toBe(true);
    expect(canPurchase(config, { globalStore: true, visitorCountry: 'FR' })).toBe(false);
    expect(canPurchase(config, { globalStore: true, visitorCountry: null })).toBe(false);
    expect(canPurchase(DEFAULT_AUTOSHIP_CONFIG, { globalStore: true, visitorCountry: 'US' })).toBe(
      false,
    );
  });
});
