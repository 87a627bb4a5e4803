import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import styles from './terms-agreement.module.css';

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
      title="Autoship terms"
      footer={
        <Button variant="primary" onClick={onClose}>
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
          You can change the items, the interval or the address, pause the plan or delete it at any
          time from your account page, before the next payment date.
        </p>
        <p>Free gifts come with the plan while it is active and cannot be exchanged.</p>
      </div>
    </Dialog>
  );
}
