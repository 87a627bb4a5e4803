import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { QUERY_CALL, type QueryHookOptions } from '../query-hook-options.ts';
import { queryKeys } from '../query-keys.ts';
import type { Address } from '../schema-types.ts';

/** GET /autoShip/queryCustomerAddress: the shopper's saved addresses (empty when none). */
export async function queryCustomerAddress(options: CallOptions = {}): Promise<Address[]> {
  const { data } = await apiClient.GET('/autoShip/queryCustomerAddress', {
    ...callInit(options),
  });
  return data?.data ?? [];
}

export function customerAddressesQueryOptions() {
  return queryOptions<Address[], ApiError>({
    queryKey: queryKeys.customerAddresses(),
    queryFn: ({ signal }) => queryCustomerAddress({ ...QUERY_CALL, signal }),
  });
}

export function useCustomerAddressesQuery(hookOptions: QueryHookOptions<Address[]> = {}) {
  return useQuery({ ...customerAddressesQueryOptions(), ...hookOptions });
}
