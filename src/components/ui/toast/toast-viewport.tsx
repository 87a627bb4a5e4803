import { createPortal } from 'react-dom';
import { appPortalClass } from '#src/components/ui/app-root/app-root.ts';
import { STAYS_LIVE_OVER_DIALOG } from '#src/components/ui/dialog/stays-live-over-dialog.ts';
import { useViewportWidth } from '#src/components/ui/device-flag/use-viewport-width.ts';
import type { ToastTone } from './toast-store.ts';
import { toastStackStyle } from './toast-stack-style.ts';
import styles from './toast-viewport.module.css';
import { useToasts } from './use-toasts.ts';

// Errors interrupt (role=alert, assertive); confirmations and notes wait their turn (status).
const ROLE_BY_TONE: Record<ToastTone, 'alert' | 'status'> = {
  error: 'alert',
  success: 'status',
  info: 'status',
};

/**
 * Lives directly in <body>, beside the app, so an open dialog (which makes the page inert) leaves
 * the alerts announced and visible.
 */
export function ToastViewport() {
  const toasts = useToasts();
  const viewportWidth = useViewportWidth();
  return createPortal(
    <div
      className={`${appPortalClass()} ${styles.viewport}`}
      data-testid="toast-viewport"
      {...{ [STAYS_LIVE_OVER_DIALOG]: '' }}
    >
      {toasts.map((toast, index) => (
        <div
          key={toast.id}
          role={ROLE_BY_TONE[toast.tone]}
          className={`${styles.toast} ${styles[toast.tone]}`}
          style={toastStackStyle(index, viewportWidth)}
          data-tone={toast.tone}
          data-duration-ms={toast.durationMs}
          title={toast.message}
        >
          <span className={styles.message}>{toast.message}</span>
        </div>
      ))}
    </div>,
    document.body,
  );
}
