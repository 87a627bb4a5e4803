/**
 * The mock toolbar (mock builds only): a one-line bar above the page that opens into the state in
 * force (scenario, faults, latency: switch, reset, copy the link), a one-off scenario file, and the
 * request log. In the page's flow, never over it; native controls, so keyboard and screen readers
 * work as on any form.
 */
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { usePathname } from 'wouter/use-browser-location';
import type { ToolbarContext } from './mount.ts';
import { LogPanel } from './log-panel.tsx';
import { ScenarioFilePanel } from './scenario-file-panel.tsx';
import { StatePanel } from './state-panel.tsx';
import styles from './toolbar.module.css';

/**
 * The page (path) the panel was opened on. It stays open there: a reload, Apply and Reset (which
 * load the same page at another address). Every other page, reached by a link, the app's own
 * navigation or a redirect, starts with it closed, so the panel never pushes the pages that
 * follow down out of sight.
 */
const OPEN_ON_KEY = 'autoship.mock.toolbar-open-on';

function summary({ mode, selection, faults }: ToolbarContext): string {
  const count = faults === '' ? 0 : faults.split(',').length;
  return [
    `Mock (${mode === 'msw' ? 'MSW' : 'Prism'})`,
    selection.name,
    count > 0 ? `${count} fault${count === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function Toolbar({ context }: { context: ToolbarContext }) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState(() => sessionStorage.getItem(OPEN_ON_KEY));
  const toggle = useRef<HTMLButtonElement>(null);
  // Another page closes it; coming back does not open it again.
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  useEffect(() => {
    if (openOn === null) sessionStorage.removeItem(OPEN_ON_KEY);
    else sessionStorage.setItem(OPEN_ON_KEY, openOn);
  }, [openOn]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <section
      className={styles.toolbar}
      aria-label="Mock toolbar"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="autoship-mock-toolbar-panel"
        onClick={() => setOpen(!open)}
      >
        <span data-testid="mock-toolbar-summary">{summary(context)}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {context.notice && (
        <p role="status" className={styles.notice}>
          {context.notice}
        </p>
      )}
      {open && (
        <div id="autoship-mock-toolbar-panel" className={styles.panel}>
          <StatePanel context={context} />
          <ScenarioFilePanel />
          <LogPanel />
        </div>
      )}
    </section>
  );
}

export function renderToolbar(host: HTMLElement, context: ToolbarContext): void {
  createRoot(host).render(
    <StrictMode>
      <Toolbar context={context} />
    </StrictMode>,
  );
}
