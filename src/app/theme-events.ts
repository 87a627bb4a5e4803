import { useEffect, useState } from 'react';
import { getStoreContext, setStoreContext } from '#src/api/store-context.ts';
import { PRE_INIT_DELAY_MS } from '#src/domain/business-constants.ts';
import { globalEventBus } from '#src/domain/events/global-event-bus.ts';

const ISO_COUNTRY = /^[A-Za-z]{2}$/;

/**
 * Spec section 7: `country-jump` and the answer to `get-iso-code` (asked after the 150 ms pre-init
 * delay) set the visitor country and re-render the app, keeping what was typed.
 */
export function useThemeEvents(): void {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bus = globalEventBus();
    const applyCountry = (code: unknown) => {
      if (typeof code !== 'string' || !ISO_COUNTRY.test(code)) return;
      const visitorCountry = code.toUpperCase();
      if (getStoreContext().visitorCountry === visitorCountry) return;
      setStoreContext({ visitorCountry });
      setVersion((current) => current + 1);
    };
    let active = true;
    const stop = bus.onFromTheme('country-jump', (detail) =>
      applyCountry(detail?.countryCode ?? detail?.isoCode),
    );
    const askCountry = setTimeout(() => {
      bus.emit('get-iso-code', {
        callback: (isoCode) => {
          if (active) applyCountry(isoCode);
        },
      });
    }, PRE_INIT_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(askCountry);
      stop();
    };
  }, []);
}
