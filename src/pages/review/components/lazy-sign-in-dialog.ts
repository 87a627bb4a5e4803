import { lazyUntilOpen } from '#src/components/ui/dialog/lazy-until-open.tsx';
import { loadOnce } from '#src/domain/load-once.ts';
import type { SignInDialogProps } from './sign-in-dialog.tsx';

/** Checkout waits for it (its button busy meanwhile) before it opens the dialog. */
export const loadSignInDialog = loadOnce(() => import('./sign-in-dialog.tsx'));

/**
 * The sign-in dialog and the login redirect's code behind its link: only an anonymous visitor's
 * checkout opens it, so it downloads when the page is first idle, not with the page.
 */
export const LazySignInDialog = lazyUntilOpen<SignInDialogProps>(
  async () => (await loadSignInDialog()).SignInDialog,
  (props) => props.open,
);
