import type { ReactNode, RefObject } from 'react';

type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom (stacked on phones). */
  footer?: ReactNode;
  /** What gets focus on open; default: the first focusable element in body/footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  hideCloseButton?: boolean;
  closeOnBackdropClick?: boolean;
  size?: DialogSize;
  className?: string;
}
