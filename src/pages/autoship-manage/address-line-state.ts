/** The plan's address line on the account page: none, loading, failed to load, or shown. */
export type AddressLineState =
  { kind: 'none' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; line: string };
