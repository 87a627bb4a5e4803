import { useEffect, useState } from 'react';
import { getStoreContext, setStoreContext } from '#src/api/store-context.ts';
import { PRE_INIT_DELAY_MS } from '#src/domain/business-constants.ts';
import { globalEventBus } from '#src/domain/events/global-event-bus.ts';

const ISO_COUNTRY = /^[A-Za-z]{2}$/;

/**
 * The theme's events the app obeys (spec section 7; README "For theme developers"):
 * - `country-jump` { countryCode }: the shopper picked another country in the theme's selector;
 * - the answer to `get-iso-code`, which the app sends once with a callback, the pre-init delay
 *   (spec section 9, 150 ms) after it mounts, for themes that learn the visitor's country after
 *   the page was rendered (a geo-IP lookup).
 * Either sets the store context's visitor country (a global store's purchase rule reads it) and
 * renders the component calling this hook (the app root) again, and with it every page below:
 * what the shopper typed stays (nothing remounts).
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
