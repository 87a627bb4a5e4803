import { markNavigationStart } from '#src/domain/scheduling/navigation-clock.ts';

/** Marks the history entries the app itself created, so 'back' knows whether it stays in the app. */
const IN_APP_ENTRY = 'autoshipInApp';

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * Wraps every in-app navigation (wouter's `aroundNav`): the skeleton's clock starts here, before
 * the next page renders (spec section 9 counts the 500 ms from the navigation), and the new
 * history entry is tagged as the app's own. Only `replace` and `state` are passed on: a `<Link>`
 * hands over all its props.
 */
export function inAppNavigation(navigate: Navigate, to: string, options?: NavigateOptions): void {
  markNavigationStart();
  navigate(to, {
    replace: options?.replace ?? false,
    state: options?.state ?? { [IN_APP_ENTRY]: true },
  });
}

/**
 * Whether the current history entry was made by an in-app navigation: if not, the visit started
 * on this page and going back would leave the app.
 */
export function entryIsInApp(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && IN_APP_ENTRY in state;
}
