import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchAddressPanelWhenIdle } from '#src/pages/autoship-manage/address-edit/address-panel-loader.ts';

/**
 * Once a plan is on screen and the browser is idle, get the address form ready to open at once.
 * Not before the skeleton has gone: compiling the country data in an idle moment before 500 ms
 * would hold back the plan's reveal (measured by the bench).
 */
export function useAddressPanelPrefetch(planOnScreen: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!planOnScreen) return;
    return prefetchAddressPanelWhenIdle(queryClient);
  }, [planOnScreen, queryClient]);
}
