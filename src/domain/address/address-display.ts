/**
 * The one-line address of the plan panel and the review page (spec section 3): address2 and a
 * comma when there is one, address1, city and zip, province, then the full name in brackets:
 *   'Apt 4, 1 Main St, Springfield 62701, Illinois (Avery Quinn)'
 * Empty parts are left out with their separators, so a partial address never shows ', ,' or '()'.
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
