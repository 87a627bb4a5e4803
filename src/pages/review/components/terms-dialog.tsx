import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import styles from './terms-agreement.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  daySpan: number;
}

/**
 * Spec sections 2 and 5: the autoship terms' pop-up (the shared dialog), opened from the terms
 * checkbox's link.
 */
export function TermsDialog({ open, onClose, daySpan }: TermsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('review.terms.title')}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <div className={styles.body}>
        <p>{t('review.terms.delivery', { days: daySpan })}</p>
        <p>{t('review.terms.change')}</p>
        <p>{t('review.terms.gifts')}</p>
      </div>
    </Dialog>
  );
}
