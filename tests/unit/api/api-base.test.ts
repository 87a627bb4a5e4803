import { describe, expect, it } from 'vitest';
import { parseStoreContext } from '#src/api/store-context.ts';
import { EARLY_CALL_CONFIG } from './api-test-helpers.ts';
import {
  apiRequest,
  readStoreContext,
  PLAN_QUERY_PATH,
} from '#src/api/early-call/early-plan-call.ts';

/**
 * The API base the theme names may carry a path (a store's app proxy): calls go to
 * `<base>/autoShip/…`, not to the store's root. Read alike by the app and the early call.
 */
describe('the store context’s API base', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://store.example/apps/autoship', 'https://store.example/apps/autoship'],
    ['https://store.example/apps/autoship/?x=1#y', 'https://store.example/apps/autoship'],
    ['/apps/autoship', `${location.origin}/apps/autoship`],
  ])('%s → %s', (given, base) => {
    expect(parseStoreContext({ apiBaseUrl: given }).apiBaseUrl).toBe(base);
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'ftp://x.example', 'apps/autoship'])(
    'refuses %s (the default applies)',
    (given) => {
      expect(parseStoreContext({ apiBaseUrl: given }).apiBaseUrl).toBeUndefined();
    },
  );

  it('reads app-proxy credentials: no token expected in the page', () => {
    expect(parseStoreContext({ credentialMode: 'app-proxy' }).credentialMode).toBe('app-proxy');
    expect(parseStoreContext({ credentialMode: 'other' }).credentialMode).toBeUndefined();
  });

  it('the early plan call goes to <base>/autoShip/…', () => {
    document.body.innerHTML = `<script type="application/json" id="autoship-store-context">
      {"apiBaseUrl": "https://store.example/apps/autoship", "isLoggedIn": true}</script>`;
    const context = readStoreContext({
      isLoggedIn: false,
      authToken: null,
      region: 'us',
      webLanguage: 'en',
    });
    const { url } = apiRequest(EARLY_CALL_CONFIG, context, PLAN_QUERY_PATH);
    expect(new URL(url).pathname).toBe('/apps/autoship/autoShip/queryAutoShipPlan');
    expect(new URL(url).origin).toBe('https://store.example');
    document.body.innerHTML = '';
  });
});
