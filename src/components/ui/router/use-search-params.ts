import { useMemo } from 'react';
import { useRouter } from 'wouter';

/**
 * Not wouter's `useSearch`: it runs `decodeURI` first, so `https://pay%252Eevil` reached the page
 * as `https://pay.evil` (the payment page's tests refuse exactly that). Decoded once here.
 */
export function useSearchParams(): URLSearchParams {
  const router = useRouter();
  const search = router.searchHook(router);
  return useMemo(() => new URLSearchParams(search), [search]);
}
