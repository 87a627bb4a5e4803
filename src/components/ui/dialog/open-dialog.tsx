import { useId, useLayoutEffect, useRef } from 'react';
import { appPortalClass } from '#src/components/ui/app-root/app-root.ts';
import { useModalOpen } from './modal-open.ts';
import styles from './dialog.module.css';
import type { DialogProps } from './dialog-props.ts';
import { useDialogFocus } from './use-dialog-focus.ts';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * The dialog's opening time: its 200 ms rise and the reach of a second tap (platforms count taps
 * up to 500 ms apart as one double tap). A press on the backdrop within it is the opener's second
 * tap landing where the opener was, not the shopper closing what they just opened.
 */
export const DIALOG_OPENING_MS = 500;

/** Its own chunk, loaded at idle or when a dialog opens. */
export function OpenDialog({
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  closeLabel = t('common.close'),
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
  const openedAt = useRef(Number.NEGATIVE_INFINITY);
  useLayoutEffect(() => {
    openedAt.current = performance.now();
  }, []);
  useModalOpen(true);
  useDialogFocus({ backdropRef, panelRef, closeRef, initialFocusRef }, onClose);

  return (
    <div
      ref={backdropRef}
      className={`${appPortalClass()} ${styles.backdrop}`}
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        // mousedown, not click: a text selection dragged out of the panel must not close it.
        if (!closeOnBackdropClick || event.target !== event.currentTarget) return;
        // The second press of a double-click, or a second tap, on the opener lands here.
        if (event.detail > 1 || performance.now() - openedAt.current < DIALOG_OPENING_MS) {
          event.preventDefault();
          return;
        }
        // Its default focus change would undo the focus return.
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
