/**
 * What the backend does with the items and addresses a call sends (spec sections 5 and 7): checks
 * them against the catalogue and the stock, completes them from the catalogue, saves addresses.
 */
import { findVariant, type Address, type OrderItem } from '#mocks/data/catalogue.ts';
import type {
  AddressRequest,
  CheckoutItem,
  NoInventoryItem,
  PlanItemInput,
} from '#src/api/schema-types.ts';
import {
  FAILURE,
  fail,
  type MockState,
  type SavedAddress,
  type StoreResult,
} from './mock-state.ts';

/** Forbidden characters of address lines (spec section 5). */
const FORBIDDEN_ADDRESS_CHARACTERS = /[&%]/;

export function unknownVariant(items: { variantId: number }[]): StoreResult<never> | null {
  const unknown = items.find((item) => !findVariant(item.variantId));
  return unknown ? fail(FAILURE.unknownVariant, `Unknown variant ${unknown.variantId}`) : null;
}

export function noInventory(state: MockState, items: { variantId: number }[]): NoInventoryItem[] {
  return items
    .filter((item) => state.outOfStockVariantIds.includes(item.variantId))
    .map((item) => {
      const ref = findVariant(item.variantId);
      return {
        variantId: item.variantId,
        productId: ref?.product.id,
        productTitle: ref ? `${ref.product.title} (Autoship)` : undefined,
      };
    });
}

/** A plan item as the backend stores it: what the client sent, completed from the catalogue. */
export function storedItem(item: PlanItemInput | CheckoutItem): OrderItem {
  const ref = findVariant(item.variantId);
  const fromCatalogue: Partial<OrderItem> = ref
    ? {
        isGift: ref.product.kind === 'pods' ? 0 : 1,
        productTitle:
          ref.product.kind === 'pods' ? `${ref.product.title} (Autoship)` : ref.product.title,
        options:
          ref.product.kind === 'pods'
            ? `${ref.variant.option1},,${ref.product.flavor ?? ref.product.title}`
            : ref.variant.option1,
        price: ref.variant.price,
        comparePrice: ref.variant.compare_at_price,
        image: ref.product.featured_image ?? undefined,
      }
    : {};
  const sent = item as Partial<PlanItemInput>;
  return {
    ...fromCatalogue,
    ...(sent.isGift !== undefined ? { isGift: sent.isGift } : {}),
    ...(sent.productTitle !== undefined ? { productTitle: sent.productTitle } : {}),
    ...(sent.options !== undefined ? { options: sent.options } : {}),
    ...(sent.price !== undefined ? { price: sent.price } : {}),
    ...(sent.comparePrice !== undefined ? { comparePrice: sent.comparePrice } : {}),
    productId: item.productId,
    variantId: item.variantId,
    variantNum: item.variantNum,
  };
}

export function validateAddress(address: AddressRequest): StoreResult<never> | null {
  if (!address.address1?.trim()) return fail(FAILURE.addressInvalid, 'address is invalid!');
  if (
    FORBIDDEN_ADDRESS_CHARACTERS.test(address.address1) ||
    FORBIDDEN_ADDRESS_CHARACTERS.test(address.address2 ?? '')
  ) {
    return fail(FAILURE.addressInvalid, 'address is invalid!');
  }
  return null;
}

/** Save an address request: update the saved address it names, or add a new one. */
export function saveAddress(state: MockState, request: AddressRequest): SavedAddress {
  const fields: Address = {
    first_name: request.first_name ?? request.firstName,
    last_name: request.last_name ?? request.lastName,
    company: request.company,
    address1: request.address1,
    address2: request.address2,
    city: request.city,
    zip: request.zip,
    province: request.province,
    province_code: request.province_code,
    country: request.country ?? request.country_name,
    country_name: request.country_name ?? request.country,
    country_code: request.country_code,
    phone: request.phone,
  };
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Address;
  const existing = state.addresses.find((address) => address.id === request.addressId);
  if (request.addressId > 0 && existing) {
    Object.assign(existing, defined);
    return existing;
  }
  const id = state.nextAddressId;
  state.nextAddressId += 1;
  const saved: SavedAddress = { ...defined, id, addressId: id };
  state.addresses.push(saved);
  return saved;
}
