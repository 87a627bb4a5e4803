import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { QUERY_RETRY, type QueryHookOptions } from '../query-hook-options.ts';
import { queryKeys } from '../query-keys.ts';
import type { Address } from '../schema-types.ts';
import { sharedQueryFields } from '../shared-fields.ts';

/** GET /autoShip/queryCustomerAddress: the shopper's saved addresses (empty when none). */
export async function queryCustomerAddress(options: CallOptions = {}): Promise<Address[]> {
  const { data } = await apiClient.GET('/autoShip/queryCustomerAddress', {
    params: { query: sharedQueryFields() },
    ...callInit(options),
  });
  return data?.data ?? [];
}

export function customerAddressesQueryOptions(options: Pick<CallOptions, 'noAlert'> = {}) {
  // noAlert changes how a failure is shown, not what is fetched, so it is not part of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions<Address[], ApiError>({
    queryKey: queryKeys.customerAddresses(),
    queryFn: ({ signal }) => queryCustomerAddress({ ...options, signal }),
    retry: QUERY_RETRY,
  });
}

export function useCustomerAddressesQuery(
  options: Pick<CallOptions, 'noAlert'> = {},
  hookOptions: QueryHookOptions<Address[]> = {},
) {
  return useQuery({ ...customerAddressesQueryOptions(options), ...hookOptions });
}
