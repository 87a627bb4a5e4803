/** What a contract:check run is told (cli-options.ts reads it from the command line). */
import type { OperationId } from '#mocks/operations.ts';
import type { Fuzz } from './bad-request-probes.ts';
import type { FlagOverrides } from './operation-flags.ts';

/** Spec section 9: "Request timeout 60000 ms" (the storefront waits so long for any call). */
export const SPEC_TIMEOUT_MS = 60_000;

export interface CheckOptions {
  /** Origin (and optional base path) of the autoship API. */
  baseUrl: string;
  /** Origin of the store for `/products/{handle}.js` (default: baseUrl). */
  storeUrl?: string;
  /** The shopper's credential, sent as `Authorization: Bearer …`; without it only refusals are checked. */
  token?: string;
  /** A second test shopper's credential: that shopper's plan must be out of the first's reach. */
  otherToken?: string;
  allowWrites?: boolean;
  /** Per request (default spec section 9's 60 s): no answer by then is a violation, not a hang. */
  timeoutMs?: number;
  /** The storefront's origin: each call is checked as the browser's CORS checks would. */
  origin?: string;
  /** The plan the writes use when the account has none the reads can find. */
  planId?: number;
  /** Known failures a team accepts: operation → envelope codes or HTTP statuses. */
  expectedFailures?: Partial<Record<OperationId, number[]>>;
  /** Flags over openapi.yaml's (a test marks an operation `proposed`). */
  operationFlags?: FlagOverrides;
  /** `--fuzz N [--seed S]`: N generated requests off the contract per operation. */
  fuzz?: Fuzz;
  /** `--payment-host H`: the store's payment hosts (`host` or `host:port`); pay URLs stay on them. */
  paymentHosts?: readonly string[];
}
