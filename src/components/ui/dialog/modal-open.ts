import { useEffect } from 'react';

/**
 * Spec section 4: refcounted, so closing the inner of two keeps the lock; themes use `modal-open`.
 */
export const MODAL_OPEN_CLASS = 'autoship-modal-open';

let holders = 0;
let savedBodyPaddingRight: string | null = null;

function apply(open: boolean): void {
  const { documentElement: html, body } = document;
  if (open && !html.classList.contains(MODAL_OPEN_CLASS)) {
    // Pad by the scrollbar's width, or the page shifts sideways.
    const scrollbarWidth = window.innerWidth - html.clientWidth;
    savedBodyPaddingRight = body.style.paddingRight;
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  } else if (!open && savedBodyPaddingRight !== null) {
    body.style.paddingRight = savedBodyPaddingRight;
    savedBodyPaddingRight = null;
  }
  html.classList.toggle(MODAL_OPEN_CLASS, open);
  body.classList.toggle(MODAL_OPEN_CLASS, open);
}

/** The returned release is idempotent. */
export function acquireModalOpen(): () => void {
  holders += 1;
  apply(true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    apply(holders > 0);
  };
}

export function useModalOpen(active: boolean = true): void {
  useEffect(() => {
    if (!active) return;
    return acquireModalOpen();
  }, [active]);
}
