/** Where the Prism examples generator writes, and the origin its payment URLs point at. */

/** openapi.yaml with every scenario's answers as named examples: what Prism serves. */
export const PRISM_CONTRACT = 'mocks/generated/prism-openapi.json';

export const PRISM_PREFER_TABLE = 'mocks/generated/prism-prefer.ts';

/** The `npm run dev:prism` app: the hosted-payment stand-in Prism's payment URLs lead to. */
export const PRISM_APP_ORIGIN = 'http://127.0.0.1:5174';
