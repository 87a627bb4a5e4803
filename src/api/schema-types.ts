import type { components } from './generated/schema.d.ts';

type Schemas = components['schemas'];

export type Plan = Schemas['Plan'];
export type PlanStatus = Schemas['PlanStatus'];
export type OrderItem = Schemas['OrderItem'];
/** A past delivery and one page of them (queryOrders, proposed by the storefront). */
export type Order = Schemas['Order'];
export type OrderPage = Schemas['OrderPage'];
export type PlanItemInput = Schemas['PlanItemInput'];
export type CheckoutItem = Schemas['CheckoutItem'];
export type NoInventoryItem = Schemas['NoInventoryItem'];
export type CheckoutResult = Schemas['CheckoutResult'];
export type CheckoutAnswer = Schemas['CheckoutAnswer'];
export type Address = Schemas['Address'];
export type AddressRequest = Schemas['AddressRequest'];
export type ShopifyProductInfo = Schemas['ShopifyProductInfo'];
export type StoreProduct = Schemas['StoreProduct'];
export type StoreVariant = Schemas['StoreVariant'];
export type TraceEvent = Schemas['TraceEvent'];
export type TraceEventForm = Schemas['TraceEventForm'];

export type ChangePlanAddressBody = Schemas['ChangePlanAddressBody'];
export type ChangePlanBody = Schemas['ChangePlanBody'];
export type QueryOrdersBody = Schemas['QueryOrdersBody'];
export type ToCheckoutCarBody = Schemas['ToCheckoutCarBody'];
export type CompleteInfoBody = Schemas['CompleteInfoBody'];
export type CheckoutBody = Schemas['CheckoutBody'];
