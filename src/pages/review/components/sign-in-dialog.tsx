import { loginUrlWithReturnTo } from '#src/api/login-redirect.ts';
import { Button, buttonClassName } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { t } from '#src/domain/i18n/translate.ts';

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
      title={t('review.signIn.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('review.signIn.notNow')}
          </Button>
          <a href={loginUrlWithReturnTo()} className={buttonClassName({ variant: 'primary' })}>
            {t('review.signIn.go')}
          </a>
        </>
      }
    >
      <p>{t('review.signIn.text')}</p>
    </Dialog>
  );
}
