import { createPortal } from 'react-dom';
import type { DialogProps } from './dialog-props.ts';
import { OpenDialog } from './open-dialog.tsx';

/**
 * Spec section 4's modal: focus kept inside, Escape closes, the page behind stops scrolling, and
 * no press in its opening time activates anything in it. Every dialog is in a chunk its page
 * loads at idle or when opened (lazyUntilOpen), so its code comes in that one download.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}
