import type { ReactElement, ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { inAppNavigation } from '#src/components/ui/router/in-app-navigation.ts';

/** A page of a test's little app: its path and what it shows (a page or a stand-in heading). */
export interface TestRoute {
  path: string;
  element: ReactNode;
}

/** Where the app under test went, read like `window.location`. */
export interface TestLocation {
  readonly pathname: string;
  /** With its '?', or '' when there is none. */
  readonly search: string;
  /** Every address the app went to, the first one included; a replaced entry is overwritten. */
  readonly history: readonly string[];
}

/**
 * The app's router (wouter, with the app's own navigation wrapper) over an in-memory address that
 * starts at `path`, showing the first route that matches. The memory location leaves jsdom's
 * address alone: a test that needs `window.location` (return_to) sets it itself.
 */
export function memoryRoutes(
  path: string,
  routes: readonly TestRoute[],
): { location: TestLocation; element: ReactElement } {
  const memory = memoryLocation({ path, record: true });
  const history = memory.history ?? [];
  const current = () => history.at(-1) ?? path;
  const location: TestLocation = {
    get pathname() {
      return current().split('?')[0] ?? '';
    },
    get search() {
      const query = current().split('?')[1];
      return query ? `?${query}` : '';
    },
    history,
  };
  const element = (
    <Router hook={memory.hook} searchHook={memory.searchHook} aroundNav={inAppNavigation}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            {route.element}
          </Route>
        ))}
      </Switch>
    </Router>
  );
  return { location, element };
}
