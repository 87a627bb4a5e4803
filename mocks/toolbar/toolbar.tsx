/**
 * The mock toolbar (mock builds only): a one-line bar above the page that opens into the state in
 * force (scenario, faults, latency: switch, reset, copy the link), a one-off scenario file, and the
 * request log. In the page's flow, never over it; native controls, so keyboard and screen readers
 * work as on any form.
 */
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ToolbarContext } from './mount.ts';
import { LogPanel } from './log-panel.tsx';
import { ScenarioFilePanel } from './scenario-file-panel.tsx';
import { StatePanel } from './state-panel.tsx';
import styles from './toolbar.module.css';

const OPEN_KEY = 'autoship.mock.toolbar-open';

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
  const [open, setOpen] = useState(() => sessionStorage.getItem(OPEN_KEY) === '1');
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    sessionStorage.setItem(OPEN_KEY, open ? '1' : '0');
  }, [open]);

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
