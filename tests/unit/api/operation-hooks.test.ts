import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showServerMessage } from '#src/api/failure-message.ts';
import { usePausePlanMutation } from '#src/api/operations/pause-plan.ts';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { usePlanAddressQuery } from '#src/api/operations/get-plan-address.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { ACTIVE_PLAN, answerGet, failure, resetApiTestState, success } from './api-test-helpers.ts';

beforeEach(resetApiTestState);

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, wrapper };
}

/** A tiny stateful backend: pausing changes what the plan query answers next. */
function planBackend() {
  let status = 1;
  const planRequests = answerGet('/autoShip/queryAutoShipPlan', () =>
    success({ ...ACTIVE_PLAN, status }),
  );
  const pauseRequests = answerGet('/autoShip/pausePlan/880001', () => {
    status = 2;
    return success(null);
  });
  return { planRequests, pauseRequests };
}

describe('query hooks', () => {
  it('useAutoShipPlanQuery unwraps the envelope under the plan key', async () => {
    planBackend();
    const { queryClient, wrapper } = setup();

    const { result } = renderHook(() => useAutoShipPlanQuery(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(ACTIVE_PLAN);
    expect(queryClient.getQueryData(queryKeys.plan())).toEqual(result.current.data);
  });

  it('a failure envelope is not retried by the shipped rule, shows no toast, exposes the ApiError', async () => {
    const requests = answerGet('/autoShip/queryAutoShipPlan', () =>
      failure(5000, 'No plan service'),
    );
    // The app's own client and retry rule, as shipped.
    const queryClient = createQueryClient({ deterministic: false });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);

    const { result } = renderHook(() => useAutoShipPlanQuery(), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'envelope', code: 5000 });
    expect(requests).toHaveLength(1);
    // Queries never toast: the page says what a failed read means, in place.
    expect(getToasts()).toEqual([]);
  });
});

describe('mutation hooks', () => {
  it('pause invalidates the plan (and its address), which refetches and shows status 2', async () => {
    const { planRequests, pauseRequests } = planBackend();
    answerGet('/autoShip/changePlanAddress/880001', () =>
      success({
        id: 9001,
        address1: '1 Main St',
        city: 'Austin',
        zip: '73301',
        country_code: 'US',
      }),
    );
    const { queryClient, wrapper } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const { result } = renderHook(
      () => ({
        plan: useAutoShipPlanQuery(),
        address: usePlanAddressQuery(880001),
        pause: usePausePlanMutation(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.plan.data?.status).toBe(1));
    await waitFor(() => expect(result.current.address.isSuccess).toBe(true));

    await act(() => result.current.pause.mutateAsync({ planId: 880001 }));

    expect(pauseRequests).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.plan() });
    expect(planRequests).toHaveLength(2);
    // The refetch is awaited: the cache holds the paused plan when the mutation settles, and the
    // component shows it on its next render.
    expect(queryClient.getQueryData<{ status?: number }>(queryKeys.plan())?.status).toBe(2);
    await waitFor(() => expect(result.current.plan.data?.status).toBe(2));
    expect(queryClient.getQueryState(queryKeys.planAddress(880001))?.dataUpdateCount).toBe(2);
  });

  it('a failed mutation invalidates nothing', async () => {
    answerGet('/autoShip/pausePlan/880001', () => failure(5000, 'Cannot pause'));
    const { queryClient, wrapper } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const { result } = renderHook(() => usePausePlanMutation(), { wrapper });
    await act(() =>
      expect(result.current.mutateAsync({ planId: 880001 })).rejects.toMatchObject({
        kind: 'envelope',
        msg: 'Cannot pause',
      }),
    );

    expect(invalidate).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
  });

  it('shows the failure msg only when the caller asks (onError)', async () => {
    answerGet('/autoShip/pausePlan/880001', () => failure(5000, 'Cannot pause'));
    const { wrapper } = setup();

    const { result } = renderHook(() => usePausePlanMutation({ onError: showServerMessage }), {
      wrapper,
    });
    await act(() => expect(result.current.mutateAsync({ planId: 880001 })).rejects.toBeDefined());

    expect(getToasts().map((toast) => toast.message)).toEqual(['Cannot pause']);
  });
});
