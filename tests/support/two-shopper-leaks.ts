/**
 * What a two-shopper backend leaks of the second shopper to the first (substance-backends.ts):
 * `order-lookup`, an order number looked up across every shopper; `refusal-data`, a 5002 "no
 * such plan" carrying the second shopper's address in `data`; `refusal-msg`, the same in `msg`.
 */
import { SECOND_SHOPPER_PLAN_ID } from '#mocks/second-shopper.ts';

const OTHER_PLAN_ID_TEXT = String(SECOND_SHOPPER_PLAN_ID);

export type LeakMistake = 'order-lookup' | 'refusal-data' | 'refusal-msg';

export interface LeakCall {
  /** The first shopper's call (its path and JSON body text). */
  path: string;
  body: string;
  /** The same request answered by the second shopper's store. */
  asSecond: () => Promise<string>;
}

/** The leaking answer, or undefined when the call is not one this mistake leaks on. */
export async function leakAnswer(
  mistake: LeakMistake,
  call: LeakCall,
): Promise<string | undefined> {
  if (mistake === 'order-lookup') {
    return call.path.startsWith('/autoShip/queryOrders') && /"orderNo":"AS6\d+"/.test(call.body)
      ? call.asSecond()
      : undefined;
  }
  if (!call.path.startsWith(`/autoShip/changePlanAddress/${OTHER_PLAN_ID_TEXT}?`)) return undefined;
  const theirs = JSON.parse(await call.asSecond()) as { data?: Record<string, unknown> | null };
  const address = theirs.data ?? null;
  const msg =
    mistake === 'refusal-msg'
      ? `Plan ${OTHER_PLAN_ID_TEXT} is not yours: it ships to ${String(address?.address1)}, ${String(address?.zip)}`
      : `Plan ${OTHER_PLAN_ID_TEXT} was not found`;
  return JSON.stringify({ code: 5002, msg, data: mistake === 'refusal-data' ? address : null });
}
