/** The rules of what a write, a page or a list means (read back), with their sources (rules.ts). */
import { api, info, op, rule, schema, spec } from './rule-sources.ts';

const REPEAT = '`x-repeat`, what the same request sent again does';

export const MEANING_RULES = {
  'keeps-other-fields': rule(
    'a write changes only its x-changes',
    info('`x-changes` (the plan fields it may change: every other field keeps its value)'),
    op('x-changes'),
  ),
  'refused-changes-nothing': rule(
    'a refused write changes nothing',
    info('Only `code: 200` is success; any other code is a failure'),
  ),
  'as-written': rule(
    'the plan, its lines and its address read back as written',
    op('summary', "Replace the plan's items and interval"),
    op('summary', "Change the plan's shipping address"),
    schema('Address/description', 'The backend uses both spellings of some fields'),
  ),
  'rebuild-lines': rule(
    'a build or rebuild leaves the lines sent, each once, on the plan named',
    api(
      '/paths/~1autoShip~1toCheckoutCar/post/description',
      "The plan's lines are the lines sent, each once",
    ),
    api('/paths/~1autoShip~1toCheckoutCar/post/description', 'rebuilds it when `planId` is given'),
  ),
  'status-after': rule('pause makes the status 2 and restart 1', op('summary', 'status becomes')),
  deletes: rule('terminatePlan leaves no plan', op('summary', 'Delete the plan')),
  'next-delivery': rule(
    'skip, ship now and another date move nextPayDt as described, and the plan read has the date answered',
    op('description', '`nextPayDt` moves one interval (`daySpan` days) later'),
    op('description', '`nextPayDt` becomes today plus `daySpan` days'),
    op('description', 'The next delivery and payment of an active plan move to `nextPayDt`'),
    api('/components/responses/PlanChanged/description', 'the plan as it now is'),
  ),
  'ship-now-order': rule(
    'ship now records an order paid today',
    op('description', 'The next delivery of an active plan is ordered and paid today'),
    schema('Order/description', 'recorded when its payment was taken'),
  ),
  'date-range': rule(
    'a date outside today to today plus one interval answers 4000; one day more at each end is accepted',
    op('description', 'A date outside that range answers 4000'),
    op('description', 'the backend accepts one day more at each end of the range'),
  ),
  'next-pay-date': rule(
    'queryNextPayDt answers today plus day',
    op('description', '(today plus `day`)'),
  ),
  'allowed-values': rule(
    'a value the contract allows is accepted and read back as written',
    op('requestBody'),
    spec('9', 'interval options 30, 45, 60 days'),
  ),
  'undo-own-values': rule(
    'the old values sent again are accepted',
    info('itself when the old values sent again do'),
  ),
  'plan-version-stale': rule(
    "a plan write with a planVersion not the plan's changes nothing and answers 5007 (proposed)",
    info('the write changes nothing and answers code 5007'),
    api('/components/parameters/PlanVersion/description', 'the write changes'),
  ),
  'plan-version-own': rule(
    "a plan write with the plan's own planVersion is made (proposed)",
    info('the version of the plan the shopper acted on'),
  ),
  'repeat-same': rule(
    'a repeat of an x-repeat: same write leaves everything as the first left it',
    info(`${REPEAT}: \`same\``),
    op('x-repeat'),
  ),
  'repeat-again': rule(
    'a repeat of an x-repeat: again write does it again',
    info('`again` (it does it again'),
    op('x-repeat'),
  ),
  'repeat-refused': rule(
    'a repeat of an x-repeat: refused write answers 5003 or 5002',
    info('`refused` (the first call left the plan in a state the write does not take'),
    op('x-repeat'),
  ),
  paging: rule(
    'the page asked for, pageSize orders, newest first, the same total, each order once',
    op(
      'description',
      "The orders are the shopper's, newest first (by `paidAt`), `pageSize` per page",
    ),
    op('description', '`total` counts them all'),
    schema('OrderPage/properties/pageNum/description', 'The page answered (the one asked for).'),
  ),
  'paging-edges': rule(
    'no pageSize is 10 a page; a page past the last is empty; a bound beyond its range is refused',
    op('description', 'Without `pageSize` a page holds 10 orders (its default)'),
    op('description', 'a page past the last answers an empty `list` and the same `total`'),
    op('description', 'out of its range answers 4000, never a page of another size'),
  ),
  'order-no': rule(
    "orderNo answers the shopper's order of that number only",
    op('description', "With `orderNo`, only that order of the shopper's"),
  ),
  'own-lists': rule(
    "a shopper's lists hold nothing of another shopper's",
    op('description', "The orders are the shopper's"),
    op('description', "the list of the shopper's saved addresses"),
  ),
} as const;
