/**
 * One-off scenarios as data: a JSON file names a built-in scenario to start from and overrides
 * parts of it (plan fields and items, the plan's address, saved addresses, products out of stock,
 * faults). Files in mocks/scenarios/files/ join the registry under their file name; QA can also
 * load one in the toolbar, carried in the URL. Checked by ./validate-scenario-file.ts.
 * No MSW import.
 */
import { CUSTOMER, planItem, type Address } from '#mocks/data/catalogue.ts';
import type { AnyFault, FaultMap, RecordedAnswer } from '#mocks/faults.ts';
import type { OperationId } from '#mocks/operations.ts';
import {
  FIRST_PLAN_ID,
  daysFromNow,
  type SavedAddress,
  type StoreSeed,
  type StoredPlan,
} from '#mocks/store/mock-state.ts';

export interface ScenarioFileItem {
  variantId: number;
  variantNum: number;
}

export interface ScenarioFile {
  /** Optional in a repository file (its file name is the name); required in a loaded one. */
  name?: string;
  description?: string;
  /** The built-in scenario this one starts from (its seed, faults, store context). */
  base: string;
  /** Plan fields (openapi.yaml `Plan`); null: no plan. */
  plan?: Partial<Omit<StoredPlan, 'orderItemList'>> | null;
  /** The plan's items (replace the base's), as variant ids and quantities of the catalogue. */
  items?: ScenarioFileItem[];
  /** The plan's shipping address (openapi.yaml `Address`): saved, and the plan points at it. */
  address?: Address;
  /** The shopper's saved addresses (replace the base's). */
  savedAddresses?: Address[];
  /** Variant ids out of stock. */
  outOfStock?: number[];
  /** Faults per operation id, over the base's: `{ "pausePlan": { "status": 500 } }`. */
  faults?: Partial<Record<OperationId, AnyFault>>;
  /** A live backend's answers per operation (`npm run mock:record`), answered as they were. */
  answers?: Partial<Record<OperationId, RecordedAnswer>>;
}

const FIRST_FILE_ADDRESS_ID = 9101;

function saved(address: Address, fallbackId: number): SavedAddress {
  const id = address.id ?? address.addressId ?? fallbackId;
  return { ...address, id, addressId: id };
}

function blankPlan(): StoredPlan {
  return {
    planId: FIRST_PLAN_ID,
    customerId: CUSTOMER.id,
    status: 1,
    addressId: 0,
    daySpan: 30,
    orderItemList: [],
    nextPayDt: daysFromNow(30),
  };
}

/** The base's seed with the file's overrides. */
export function seedWithOverrides(base: StoreSeed, file: ScenarioFile): StoreSeed {
  const seed: StoreSeed = { ...base, addresses: base.addresses.map((a) => ({ ...a })) };
  if (file.savedAddresses) {
    seed.addresses = file.savedAddresses.map((a, index) => saved(a, FIRST_FILE_ADDRESS_ID + index));
  }
  if (file.outOfStock) seed.outOfStockVariantIds = [...file.outOfStock];
  if (file.plan === null) {
    seed.plan = null;
    return seed;
  }
  if (!file.plan && !file.items && !file.address) return seed;
  const plan: StoredPlan = { ...(base.plan ?? blankPlan()), ...file.plan };
  if (file.plan?.daySpan !== undefined && file.plan.nextPayDt === undefined) {
    plan.nextPayDt = daysFromNow(plan.daySpan);
  }
  if (file.items) plan.orderItemList = file.items.map((i) => planItem(i.variantId, i.variantNum));
  if (file.address) {
    const address = saved(file.address, FIRST_FILE_ADDRESS_ID + seed.addresses.length);
    seed.addresses = [...seed.addresses.filter((a) => a.id !== address.id), address];
    plan.addressId = address.id;
  }
  seed.plan = plan;
  return seed;
}

/** The base's faults with the file's over them. */
export function faultsWithOverrides(base: FaultMap, file: ScenarioFile): FaultMap {
  const faults: Record<string, AnyFault> = { ...base };
  for (const [id, fault] of Object.entries(file.faults ?? {})) {
    faults[id] = { ...faults[id], ...fault };
  }
  for (const [id, answer] of Object.entries(file.answers ?? {})) {
    faults[id] = { ...faults[id], answer };
  }
  return faults as FaultMap;
}
