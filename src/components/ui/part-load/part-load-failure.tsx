import { createPortal } from 'react-dom';
import { APP_ROOT_CLASS } from '#src/components/ui/app-root/app-root.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { browserOnline } from '#src/domain/loading/chunk-error.ts';
import {
  PART_LOAD_FAILED,
  PART_LOAD_FAILED_OFFLINE,
  PART_LOAD_RETRY,
} from '#src/domain/messages.ts';
import styles from './part-load-failure.module.css';

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
        {browserOnline() ? PART_LOAD_FAILED : PART_LOAD_FAILED_OFFLINE}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          {PART_LOAD_RETRY}
        </Button>
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            Close
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
      aria-label={PART_LOAD_FAILED}
    >
      {notice}
    </div>,
    document.body,
  );
}
