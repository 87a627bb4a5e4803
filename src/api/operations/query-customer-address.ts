import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { apiClient, type CallOptions } from '#src/api/client.ts';
import type { QueryHookOptions } from '#src/api/query-hook-options.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Address } from '#src/api/schema-types.ts';

/** GET /autoShip/queryCustomerAddress: the shopper's saved addresses (empty when none). */
export async function queryCustomerAddress(options: CallOptions = {}): Promise<Address[]> {
  const { data } = await apiClient.GET('/autoShip/queryCustomerAddress', {
    ...options,
  });
  return data?.data ?? [];
}

export function customerAddressesQueryOptions() {
  return queryOptions<Address[], ApiError>({
    queryKey: queryKeys.customerAddresses(),
    queryFn: ({ signal }) => queryCustomerAddress({ signal }),
  });
}

export function useCustomerAddressesQuery(hookOptions: QueryHookOptions<Address[]> = {}) {
  return useQuery({ ...customerAddressesQueryOptions(), ...hookOptions });
}
