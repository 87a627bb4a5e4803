import { createPortal } from 'react-dom';
import { APP_ROOT_CLASS } from '#src/components/ui/app-root/app-root.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { browserOnline } from '#src/domain/loading/chunk-error.ts';
import styles from './part-load-failure.module.css';
import { t } from '#src/domain/i18n/translate.ts';

interface PartLoadFailureProps {
  onRetry: () => void;
  /** Given for a dialog's part: shown over the page as a small dialog that can be closed. */
  onClose?: (() => void) | undefined;
}

/** What a shopper sees where a part could not load: why, in plain words, and Try again. */
export function PartLoadFailure({ onRetry, onClose }: PartLoadFailureProps) {
  const notice = (
    <div role="alert" className={styles.notice}>
      <p className={styles.message}>
        {browserOnline() ? t('partLoad.failed') : t('partLoad.failedOffline')}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        ) : null}
      </div>
    </div>
  );
  if (!onClose) return notice;
  return createPortal(
    <div
      className={`${APP_ROOT_CLASS} ${styles.overlay}`}
      role="dialog"
      aria-modal="false"
      aria-label={t('partLoad.failed')}
    >
      {notice}
    </div>,
    document.body,
  );
}
