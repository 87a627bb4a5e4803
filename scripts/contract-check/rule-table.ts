/**
 * Every rule contract:check asserts, with where openapi.yaml or docs/spec.md says it (rules.ts):
 * the answer's form, the refusals and the security rules here, what writes and lists mean in
 * meaning-rules.ts. A rule the contract did not say was written into openapi.yaml first
 * (docs/contract-changes.md).
 */
import { MEANING_RULES } from './meaning-rules.ts';
import { api, codes, info, op, rule, schema, spec } from './rule-sources.ts';
import type { Rule } from './rules.ts';

const ENVELOPE = info(
  'Every `/autoShip`, `/shopify` and `/trace` answer is HTTP 200 with the envelope',
);

export const RULES = {
  'documented-status': rule('an HTTP status the operation documents', op('responses')),
  'no-redirect': rule('an answer, never a redirect', op('responses'), ENVELOPE),
  'media-type': rule("the status's documented media type", op('responses')),
  'json-body': rule('a JSON body', op('responses')),
  envelope: rule('the envelope {code, msg, data}', ENVELOPE, schema('EnvelopeBase')),
  'listed-code': rule(
    'a listed envelope code',
    schema('EnvelopeBase/properties/code/x-envelope-codes'),
  ),
  schema: rule("the answer's schema", op('responses')),
  'safe-integer': rule(
    'integers within ±(2^53 − 1)',
    info('Every integer (ids, money, counts) lies within'),
  ),
  'either-or': rule(
    'a payment URL or a non-empty out-of-stock list',
    schema(
      'CheckoutAnswer/description',
      'either the payment URL (nothing out of stock), or a non-empty list',
    ),
  ),
  'refused-without-credential': rule(
    'a secured call without a valid credential is refused (HTTP or envelope 401/403)',
    api('/components/responses/Unauthorized/description', 'No valid credential'),
    schema(
      'EnvelopeBase/properties/code/description',
      'An envelope code 401 or 403 inside HTTP 200',
    ),
    spec('6', 'Response code 401 or 403 sends the user to login.'),
  ),
  succeeds: rule(
    "a valid call the account's state allows succeeds (an open call with x-may-refuse may be refused)",
    op('summary'),
    spec('7', 'Success only when response code is 200.'),
    info('says `x-may-refuse`'),
  ),
  answers: rule(
    'an answer within the timeout of spec section 9',
    info("Every call answers within the storefront's timeout (spec section 9: 60000 ms)"),
    spec('9', 'Request timeout 60000 ms'),
  ),
  'wrong-state': rule(
    'a plan in another status answers 5003',
    info('`x-plan-status` (the plan status it needs; in any other it answers 5003)'),
    op('x-plan-status'),
  ),
  'no-such-plan': rule(
    "a plan that is not the shopper's answers 5002 (or is refused)",
    info('no plan answers code 5002'),
    codes('5002', 'No such plan (the shopper has none, or not this planId)'),
  ),
  'refusal-no-data': rule(
    'a refusal carries nothing of a plan or a shopper',
    schema('EnvelopeBase/description', 'A refusal (code 401, 403 or 5002) carries `data` null'),
  ),
  'bad-request': rule(
    'a request off its schema answers 4000 (or the refusal the operation documents), never a success or a 5xx',
    codes('4000', 'a required field is missing, of the wrong type or out of its range'),
    op('requestBody'),
    op('parameters'),
    op('responses/400/description', 'The form data is not a tracking event.'),
  ),
  'not-found': rule(
    'a product that does not exist answers x-not-found',
    info('`x-not-found`, what it answers for one that does not exist'),
    op('x-not-found'),
  ),
  'product-asked': rule(
    'the product answered is the one asked for',
    op('description', 'The answer is the product asked for'),
    op('description', 'The answer is the product the handle names'),
  ),
  'no-store': rule(
    'a personal answer carries Cache-Control: no-store',
    info(
      "Every answer to a call made with the shopper's credential (a secured operation) carries `Cache-Control: no-store`",
    ),
  ),
  cors: rule(
    "the preflight and the answer allow the store's origin",
    info(
      'Every answer, and the preflight (`OPTIONS`) of a call with the credential or a JSON body, allows that origin',
    ),
  ),
  'cors-no-credentialed-echo': rule(
    'no Access-Control-Allow-Credentials: true beside an echoed origin',
    info(
      'never pairs `Access-Control-Allow-Credentials: true` with an origin echoed back for any caller',
    ),
  ),
  'msg-no-secret': rule(
    'no credential, stack trace or internal error text in an answer',
    info(
      "it never carries a credential (the one sent or a part of it), a stack trace or an internal error's text",
    ),
  ),
  'pay-host': rule(
    "a payment URL on the store's payment host",
    schema('PaymentUrl/description', "Its host is the store's payment host"),
  ),
  ...MEANING_RULES,
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;
