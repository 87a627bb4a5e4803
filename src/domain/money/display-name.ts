// Spec section 9: 'X (Autoship)' tells products apart in the back office; shoppers see 'X'.
const AUTOSHIP_MARK = /\s*\(autoship\)\s*/gi;

export function displayName(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  return name
    .replace(AUTOSHIP_MARK, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
