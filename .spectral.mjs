// Spectral's rulesets for openapi.yaml (`npm run lint`): `spectral:oas` whole, and the OWASP API
// security ruleset's rules that fit this contract. A JavaScript ruleset so both load from
// node_modules: a YAML `extends` of a package name would be fetched from the network.
import { oas } from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';

/**
 * OWASP rules turned off, each for a reason: the contract describes an existing backend (spec
 * section 7) that the storefront consumes, not an API this project designs.
 */
const OWASP_NOT_APPLICABLE = {
  // Every field of the backend's answers and of the storefront's requests would need a length,
  // a range and an int32/int64 format the specification does not give; inventing them would make
  // the checker fail a backend for limits nobody agreed on.
  'owasp:api4:2023-string-limit': 'off',
  'owasp:api4:2023-string-restricted': 'off',
  'owasp:api4:2023-integer-limit': 'off',
  'owasp:api4:2023-integer-format': 'off',
  // Answers' arrays (a plan's items, saved addresses) have no agreed bound; the request arrays
  // the storefront sends are bounded (maxItems), which the rule cannot tell apart.
  'owasp:api4:2023-array-limit': 'off',
  // The backend documents no rate limiting (no 429, no headers): the spec names none.
  'owasp:api4:2023-rate-limit': 'off',
  'owasp:api4:2023-rate-limit-responses-429': 'off',
  // Validation failures answer the 4000 envelope inside HTTP 200 (spec section 7: success only
  // when code is 200), not an HTTP 400/422; the beacon alone documents its 400.
  'owasp:api8:2023-define-error-validation': 'off',
  // The first server is the local Prism mock (http on loopback), on purpose.
  'owasp:api8:2023-no-server-http': 'off',
  'owasp:api9:2023-inventory-access': 'off',
  'owasp:api9:2023-inventory-environment': 'off',
  // Plan, product and variant ids are the backend's and the store's integers (spec section 3).
  'owasp:api1:2023-no-numeric-ids': 'off',
  // The rule wants a security scheme on every write and read; the beacon and the store's product
  // are open by design (a beacon cannot carry an Authorization header).
  'owasp:api2:2023-write-restricted': 'off',
  'owasp:api2:2023-read-restricted': 'off',
};

export default {
  extends: [
    [oas, 'recommended'],
    [owasp, 'recommended'],
  ],
  rules: OWASP_NOT_APPLICABLE,
};
