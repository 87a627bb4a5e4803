import type { ReactNode, RefObject } from 'react';

type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button, a backdrop click. */
  onClose: () => void;
  /** Also the accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Stacked on phones. */
  footer?: ReactNode;
  /** Default: the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  hideCloseButton?: boolean;
  closeOnBackdropClick?: boolean;
  size?: DialogSize;
  className?: string;
  /**
   * What the dialog shows, where it has steps (a confirmation): each new step is a new opening,
   * whose first moments refuse every press as the dialog's first do.
   */
  step?: string;
}
