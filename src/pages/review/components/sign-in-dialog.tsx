import { loginUrlWithReturnTo } from '#src/api/login-redirect.ts';
import { Button, buttonClassName } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Checkout by an anonymous visitor (spec section 4, step 1): sign in first, then come back. */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Sign in to check out"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <a href={loginUrlWithReturnTo()} className={buttonClassName({ variant: 'primary' })}>
            Sign in or create an account
          </a>
        </>
      }
    >
      <p>
        Your autoship plan belongs to your account. Sign in (or create an account) and you will come
        straight back to this page to pay.
      </p>
    </Dialog>
  );
}
