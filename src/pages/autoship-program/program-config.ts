import { createAutoshipConfig, type AutoshipConfig } from '../../domain/pricing/autoship-config.ts';

/** The store's autoship configuration (intervals, freight fee, slide discounts) for this page. */
export function programAutoshipConfig(): AutoshipConfig {
  return createAutoshipConfig();
}
