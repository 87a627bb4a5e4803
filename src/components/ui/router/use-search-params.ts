import { useMemo } from 'react';
import { useRouter } from 'wouter';

/**
 * The current address's query, parsed once per change. Not wouter's own `useSearch` or
 * `useSearchParams`: they run `decodeURI` over the query before it is parsed, so `%25` is decoded
 * twice and an encoded payment or return_to address such as `https://pay%252Eevil` reaches the
 * page as `https://pay.evil` — the unit tests of the payment page refuse exactly that. This reads
 * the router's raw query and lets URLSearchParams decode it once.
 */
export function useSearchParams(): URLSearchParams {
  const router = useRouter();
  const search = router.searchHook(router);
  return useMemo(() => new URLSearchParams(search), [search]);
}
