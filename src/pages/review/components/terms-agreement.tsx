import { useState } from 'react';
import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import styles from './terms-agreement.module.css';

const TERMS_CHECKBOX_ID = 'review-terms';

/**
 * The terms label's text. Spec section 5: when the box is not ticked, this text is the message.
 */
export function termsLabel(daySpan: number): string {
  return `I agree to the autoship terms: my plan renews every ${daySpan} days until I pause or delete it.`;
}

export interface TermsAgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  daySpan: number;
}

/** Spec sections 2 and 5: the terms checkbox and its pop-up (the shared dialog). */
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
      <Button variant="link" size="sm" className={styles.read} onClick={() => setOpen(true)}>
        Read the autoship terms
      </Button>
      {/* Opened like the review page's sign-in dialog: <Dialog> is the shared part, these are its props. */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Autoship terms"
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <div className={styles.body}>
          <p>
            Your plan is delivered every {daySpan} days, at the prices shown at checkout, and paid
            with the payment method you give on the payment page.
          </p>
          <p>
            You can change the items, the interval or the address, pause the plan or delete it at
            any time from your account page, before the next payment date.
          </p>
          <p>Free gifts come with the plan while it is active and cannot be exchanged.</p>
        </div>
      </Dialog>
    </div>
  );
}
