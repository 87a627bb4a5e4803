import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '#src/domain/load-once.ts';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';

const loadPastDeliveries = loadOnce(() => import('./past-deliveries.tsx'));

/**
 * Where "Past deliveries" appears: its code (disclosure and history, one chunk) downloads when the
 * page is first idle, so none of it is in the account page's first download (decision 045). A
 * download that fails leaves the page without the disclosure: the plan, its purpose, is all there.
 */
export function PastDeliveriesSlot() {
  const [Part, setPart] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      afterIdle(() => {
        loadPastDeliveries().then(
          (module) => setPart(() => module.PastDeliveries),
          () => undefined,
        );
      }),
    [],
  );
  return Part && <Part />;
}
