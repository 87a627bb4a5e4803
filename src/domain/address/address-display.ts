/**
 * Spec section 3: 'Apt 4, 1 Main St, Springfield 62701, Illinois (Avery Quinn)', empty parts left
 * out.
 */
import { fullNameOf, normalizeAddress, type AddressInput } from './address-fields.ts';

export function addressDisplay(address: AddressInput | null | undefined): string {
  if (!address) return '';
  const { address1, address2, city, zip, province } = normalizeAddress(address);
  const line = [address2, address1, [city, zip].filter(Boolean).join(' '), province]
    .filter(Boolean)
    .join(', ');
  const name = fullNameOf(address);
  if (!name) return line;
  return line ? `${line} (${name})` : `(${name})`;
}
