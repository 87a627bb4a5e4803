/**
 * Puts the mock toolbar on the page once the page has painted: its code (React components and
 * styles) is its own chunk, asked for only then, so the page's first paint never waits for it.
 * Mock builds only: mocks/browser.ts and mocks/prism-mode.ts call this.
 */
import type { MockMode } from '#mocks/active-scenario.ts';
import { pageBeingLeft } from '#mocks/page-leaving.ts';
import type { ScenarioSelection } from '#mocks/scenarios/selection.ts';

export interface ToolbarContext {
  mode: MockMode;
  selection: ScenarioSelection;
  /** The `?fault=` value in force ('' when none). */
  faults: string;
  /** A note the bar shows to everyone, open or closed (the URL named two scenarios). */
  notice?: string | null;
  /** Puts the store back to the scenario's start (MSW; Prism has no state to reset). */
  resetStore(): void;
}

declare global {
  interface Window {
    /** Set (before the page's scripts) by browser tests whose screenshots leave the toolbar out. */
    __autoshipMockToolbarOff?: boolean;
  }
}

export const TOOLBAR_ELEMENT_ID = 'autoship-mock-toolbar';

export function mountToolbarAfter(painted: Promise<unknown>, context: ToolbarContext): void {
  if (window.__autoshipMockToolbarOff) return;
  void painted
    .then(() => import('./toolbar.tsx'))
    .then(({ renderToolbar }) => {
      const host = document.createElement('div');
      host.id = TOOLBAR_ELEMENT_ID;
      // In the page's flow, before the app: it pushes the page down and never covers its controls.
      document.body.prepend(host);
      renderToolbar(host, context);
    })
    .catch((error: unknown) => {
      if (!pageBeingLeft()) console.error('Mock toolbar failed to load', error);
    });
}
