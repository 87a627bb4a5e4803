import { setStoreContext } from '#src/api/store-context.ts';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import { CUSTOMER } from '#mocks/data/catalogue.ts';
import { activeScenario } from '#mocks/active-scenario.ts';
import { keepPrismSession } from '#mocks/prism-session.ts';
import { scenarioStoreContext } from '#mocks/scenarios/apply.ts';
import { DEFAULT_SCENARIO, getScenario } from '#mocks/scenarios/registry.ts';
import { mockStore } from '#mocks/store.ts';
import styles from './mock-pages.module.css';
import { mockNavigation } from './navigation.ts';
import { resolveReturnTo } from './return-to.ts';

/**
 * The stand-in for the store's login page (the store context's `loginUrl`, `/account/login`).
 * Sign in starts the mock session (kept in sessionStorage: the MSW store's state, or Prism mode's
 * session, so it survives the navigation) and returns to `return_to` when that is on this origin,
 * else to the manage page.
 */
export function LoginPage() {
  const params = useSearchParams();
  const { target, refused } = resolveReturnTo(params.get('return_to'), location.origin);

  function signIn() {
    const session = mockStore.signIn();
    const active = activeScenario();
    const scenario = active?.definition ?? getScenario(DEFAULT_SCENARIO);
    // Prism keeps no session: Prism mode keeps it and asks for the signed-in answers.
    if (active?.mode === 'prism') keepPrismSession(sessionStorage, scenario.name, session);
    setStoreContext(scenarioStoreContext(scenario, session));
    mockNavigation.assign(target);
  }

  return (
    <main className={styles.page} id="main-content">
      <p className={styles.banner}>Mock store login</p>
      <h1 className={styles.heading}>Sign in to your account</h1>
      <p className={styles.lead}>
        This page stands in for the store&apos;s login. Signing in starts a mock session as{' '}
        {CUSTOMER.firstName} {CUSTOMER.lastName} ({CUSTOMER.email}).
      </p>
      {refused !== null && (
        <p className={styles.alert} role="alert" data-testid="foreign-return-to">
          The return address “{refused}” is not on this store, so it will not be followed: after
          signing in you go to {target}.
        </p>
      )}
      <p>
        After signing in: <code data-testid="return-target">{target}</code>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={signIn}>
          Sign in
        </button>
      </div>
    </main>
  );
}
