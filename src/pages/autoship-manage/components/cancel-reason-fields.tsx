import { useId } from 'react';
import {
  CANCEL_OTHER_MAX,
  CANCEL_REASONS,
  type CancelReason,
} from '#src/domain/tracking/cancel-reason.ts';
import styles from './cancel-plan-dialog.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export interface CancelAnswer {
  reason: CancelReason | null;
  other: string;
}

export const NO_CANCEL_ANSWER: CancelAnswer = { reason: null, other: '' };

export interface CancelReasonFieldsProps {
  value: CancelAnswer;
  onChange: (next: CancelAnswer) => void;
  disabled: boolean;
}

/**
 * Why the shopper leaves: one of a short list or 'Other' with their own words (optional: the
 * delete never waits for an answer). What is typed is React text, never markup.
 */
export function CancelReasonFields({ value, onChange, disabled }: CancelReasonFieldsProps) {
  const name = useId();
  const otherId = useId();
  const hintId = useId();
  return (
    <fieldset className={styles.reasons} disabled={disabled}>
      <legend className={styles.legend}>{t('cancel.why')}</legend>
      {CANCEL_REASONS.map((reason) => (
        <label key={reason} className={styles.reason}>
          <input
            type="radio"
            name={name}
            value={reason}
            checked={value.reason === reason}
            onChange={() => onChange({ ...value, reason })}
          />
          {t(`cancel.reason.${reason}`)}
        </label>
      ))}
      {value.reason === 'other' && (
        <div className={styles.other}>
          <label htmlFor={otherId}>{t('cancel.otherLabel')}</label>
          <textarea
            id={otherId}
            className={styles.textarea}
            rows={3}
            maxLength={CANCEL_OTHER_MAX}
            aria-describedby={hintId}
            value={value.other}
            onChange={(event) => onChange({ ...value, other: event.target.value })}
          />
          <p id={hintId} className={styles.hint}>
            {t('cancel.otherHint', { max: CANCEL_OTHER_MAX })}
          </p>
        </div>
      )}
    </fieldset>
  );
}
