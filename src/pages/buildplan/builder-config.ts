import { createAutoshipConfig, type AutoshipConfig } from '../../domain/pricing/autoship-config.ts';

/** The store's autoship configuration (intervals, freight fee, slide discounts) for the builder. */
export function builderAutoshipConfig(): AutoshipConfig {
  return createAutoshipConfig();
}
