import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { APP_ROOT_CLASS } from '#src/components/ui/app-root/app-root.ts';
import { focusableWithin } from './focusable.ts';
import { useModalOpen } from './modal-open.ts';
import styles from './dialog.module.css';
import { STAYS_LIVE_OVER_DIALOG } from './stays-live-over-dialog.ts';
import type { DialogProps } from './dialog-props.ts';

// Open dialogs, innermost last: only the top one reacts to Escape and traps Tab.
const openDialogs: symbol[] = [];

/**
 * Issue 11, defect 8: while a dialog is open, everything beside it in <body> (the app, other
 * dialogs beneath it) is `inert`: no click, focus or screen-reader cursor reaches the page behind,
 * except what carries STAYS_LIVE_OVER_DIALOG (the toast viewport). Answers the function that
 * gives back exactly what it took.
 */
function makeBackgroundInert(dialogRoot: HTMLElement): () => void {
  const madeInert = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element !== dialogRoot &&
      !element.hasAttribute('inert') &&
      !element.hasAttribute(STAYS_LIVE_OVER_DIALOG) &&
      !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName),
  );
  // The attribute rather than the property: the same in every browser and in jsdom.
  for (const element of madeInert) element.setAttribute('inert', '');
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}

/** The open dialog (see `Dialog`): its own chunk, loaded when the page is idle or a dialog opens. */
export function OpenDialog({
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  closeLabel = 'Close',
  hideCloseButton = false,
  closeOnBackdropClick = true,
  size = 'md',
  className,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [key] = useState(() => Symbol('dialog'));
  const requestClose = useEffectEvent(() => onClose());

  useModalOpen(true);

  // Layout effect: capture the opener and move focus before the browser paints the dialog.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!panel || !backdrop) return;
    openDialogs.push(key);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseBackground = makeBackgroundInert(backdrop);

    const contentFocusables = focusableWithin(panel).filter((el) => el !== closeRef.current);
    const first = initialFocusRef?.current ?? contentFocusables[0] ?? closeRef.current ?? panel;
    first.focus();

    return () => {
      const index = openDialogs.indexOf(key);
      if (index !== -1) openDialogs.splice(index, 1);
      releaseBackground();
      // Give focus back unless the app already moved it somewhere meaningful.
      const active = document.activeElement;
      const focusLost = !active || active === document.body || panel.contains(active);
      if (opener?.isConnected && focusLost) opener.focus();
    };
    // Runs once per opening; later changes to initialFocusRef must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const isTop = () => openDialogs.at(-1) === key;

    function onKeyDown(event: KeyboardEvent) {
      if (!isTop() || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusableWithin(panel);
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      const outside = !active || !panel.contains(active) || active === panel;
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    // Focus that escapes by other means (a click on the page, a script) is pulled back in.
    function onFocusIn(event: FocusEvent) {
      if (!isTop() || !panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableWithin(panel)[0] ?? panel).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [key]);

  return (
    <div
      ref={backdropRef}
      className={`${APP_ROOT_CLASS} ${styles.backdrop}`}
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        // mousedown, not click: a text selection dragged out of the panel must not close it.
        if (!closeOnBackdropClick || event.target !== event.currentTarget) return;
        // Stop the mousedown's default focus change, which would undo the focus return.
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        className={[styles.panel, styles[size], className].filter(Boolean).join(' ')}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={onClose}
            >
              {/* An inline icon: every icon of the app spells the same SVG attributes, only its path differs. */}
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M5 5l10 10M15 5L5 15"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
