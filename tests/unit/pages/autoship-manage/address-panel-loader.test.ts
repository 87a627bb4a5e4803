import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#src/api/query-keys.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import {
  loadedAddressPanel,
  prefetchAddressPanel,
  prefetchAddressPanelWhenIdle,
} from '#src/pages/autoship-manage/address-edit/address-panel-loader.ts';

// The address form opens at once because its code, the country data and the saved
// addresses were fetched while the shopper was reading (idle) or pointing at the button.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address panel prefetch', () => {
  it('gets the panel code and the saved addresses ready before the panel opens', async () => {
    const queryClient = createQueryClient({ deterministic: true });
    prefetchAddressPanel(queryClient);
    await waitFor(() => expect(loadedAddressPanel()?.AddressEditPanel).toBeTypeOf('function'));
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.customerAddresses())).toEqual(
        expect.arrayContaining([expect.objectContaining({ address1: expect.any(String) })]),
      ),
    );
  });

  it('waits for the next paint, then for the browser to be idle, and can be called off', async () => {
    const queryClient = createQueryClient({ deterministic: true });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      callbacks.push(callback),
    );
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const fetchQuery = vi.spyOn(queryClient, 'prefetchQuery');

    const stop = prefetchAddressPanelWhenIdle(queryClient);
    expect(callbacks).toHaveLength(0);
    frames[0]?.(0);
    // The frame's timer: after the frame is painted. (Other modules' idle work, loaded by the
    // test before, may queue idle callbacks of their own meanwhile on a busy machine.)
    await waitFor(() => expect(callbacks.length).toBeGreaterThanOrEqual(1));
    expect(fetchQuery).not.toHaveBeenCalled();
    for (const callback of [...callbacks]) callback({ didTimeout: false, timeRemaining: () => 50 });
    expect(fetchQuery).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalled();
  });
});
