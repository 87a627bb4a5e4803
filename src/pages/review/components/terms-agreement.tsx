import { useState } from 'react';
import { DialogOpener } from '#src/components/ui/dialog/dialog-opener.tsx';
import { lazyUntilOpen } from '#src/components/ui/dialog/lazy-until-open.tsx';
import { loadOnce } from '#src/domain/load-once.ts';
import type { TermsDialogProps } from './terms-dialog.tsx';
import styles from './terms-agreement.module.css';
import { t } from '#src/domain/i18n/translate.ts';

const TERMS_CHECKBOX_ID = 'review-terms';

/** The review page fetches it with its first idle loads (review-page.tsx). */
export const loadTermsDialog = loadOnce(() => import('./terms-dialog.tsx'));

/** Downloads at idle, not with the page. */
const LazyTermsDialog = lazyUntilOpen<TermsDialogProps>(
  async () => (await loadTermsDialog()).TermsDialog,
  (props) => props.open,
);

/** Spec section 5: an unticked box shows this text as the message. */
export function termsLabel(daySpan: number): string {
  return t('review.terms.agree', { days: daySpan });
}

export interface TermsAgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  daySpan: number;
}

/** Spec sections 2 and 5. */
export function TermsAgreement({ checked, onChange, disabled, daySpan }: TermsAgreementProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.terms}>
      <div className={styles.row}>
        <input
          id={TERMS_CHECKBOX_ID}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={TERMS_CHECKBOX_ID} className={styles.label}>
          {termsLabel(daySpan)}
        </label>
      </div>
      <DialogOpener
        variant="link"
        size="sm"
        className={styles.read}
        load={loadTermsDialog}
        onOpen={() => setOpen(true)}
      >
        {t('review.terms.read')}
      </DialogOpener>
      <LazyTermsDialog open={open} onClose={() => setOpen(false)} daySpan={daySpan} />
    </div>
  );
}
