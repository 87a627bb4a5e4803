import { useId, useRef } from 'react';
import { appPortalClass } from '#src/components/ui/app-root/app-root.ts';
import { useModalOpen } from './modal-open.ts';
import styles from './dialog.module.css';
import type { DialogProps } from './dialog-props.ts';
import { useDialogFocus } from './use-dialog-focus.ts';
import { useOpeningGuard } from './use-opening-guard.ts';
import { t } from '#src/domain/i18n/translate.ts';
import { StrokeIcon } from '#src/components/ui/icon/stroke-icon.tsx';

/** The dialog while open: `Dialog` renders it into the body. */
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
  step,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalOpen(true);
  useDialogFocus({ backdropRef, panelRef, closeRef, initialFocusRef }, onClose);
  useOpeningGuard(backdropRef, step);

  return (
    <div
      ref={backdropRef}
      className={`${appPortalClass()} ${styles.backdrop}`}
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        // mousedown, not click: a text selection dragged out of the panel must not close it.
        if (!closeOnBackdropClick || event.target !== event.currentTarget) return;
        // Its default focus change would undo the focus return.
        event.preventDefault();
        // The second press of a double-click on the opener lands here, however late the dialog
        // came (useOpeningGuard refuses any press in its opening time).
        if (event.detail <= 1) onClose();
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
              <StrokeIcon icon="close" />
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
