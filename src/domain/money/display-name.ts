/**
 * Product names as shown: the store names its autoship products 'X (Autoship)' to tell them apart
 * in the back office; shoppers see 'X' (spec section 9).
 */
const AUTOSHIP_MARK = /\s*\(autoship\)\s*/gi;

export function displayName(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  return name
    .replace(AUTOSHIP_MARK, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
