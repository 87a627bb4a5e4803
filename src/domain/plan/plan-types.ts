/**
 * The plan as the server sends it (spec section 3). Structural types with the spec's field names:
 * the contract's generated types fit them, and so do hand-made test objects.
 */

export interface ServerOrderItem {
  productId: number | string;
  variantId: number | string;
  /** Quantity; copied to `num` on the client. */
  variantNum?: number | string | null;
  /** 1 = gift, listed apart from the items. */
  isGift?: number | null;
  productTitle?: string | null;
  /** Parts separated by double commas. */
  options?: string | null;
  /** Cents. */
  price?: number | null;
  comparePrice?: number | null;
  compare_at_price?: number | null;
  /** Removed before saving. */
  image?: string | null;
}

export interface ServerPlan {
  /** 0 means none. */
  planId?: number | null;
  /** 0 or absent: built but not paid; 1 active; 2 paused. */
  status?: number | null;
  /** 0 means none. */
  addressId?: number | null;
  customerId?: number | null;
  /** Days between deliveries; 30 when absent. */
  daySpan?: number | null;
  orderItemList?: readonly ServerOrderItem[] | null;
  /** Date-time of the next payment. */
  nextPayDt?: string | null;
}
