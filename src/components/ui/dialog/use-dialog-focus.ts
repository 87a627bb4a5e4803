import { useEffect, useEffectEvent, useLayoutEffect, useState, type RefObject } from 'react';
import { focusableWithin } from './focusable.ts';
import { STAYS_LIVE_OVER_DIALOG } from './stays-live-over-dialog.ts';

// Open dialogs, innermost last: only the top one reacts to Escape and traps Tab.
const openDialogs: symbol[] = [];

function makeBackgroundInert(dialogRoot: HTMLElement): () => void {
  const madeInert = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element !== dialogRoot &&
      !element.hasAttribute('inert') &&
      !element.hasAttribute(STAYS_LIVE_OVER_DIALOG) &&
      !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName),
  );
  // The attribute: the same in every browser and in jsdom.
  for (const element of madeInert) element.setAttribute('inert', '');
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}

export interface DialogFocusRefs {
  backdropRef: RefObject<HTMLDivElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function useDialogFocus(
  { backdropRef, panelRef, closeRef, initialFocusRef }: DialogFocusRefs,
  onEscape: () => void,
) {
  const [key] = useState(() => Symbol('dialog'));
  const requestClose = useEffectEvent(() => onEscape());

  // Before the browser paints the dialog.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!panel || !backdrop) return;
    openDialogs.push(key);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseBackground = makeBackgroundInert(backdrop);

    const contentFocusables = focusableWithin(panel).filter((el) => el !== closeRef.current);
    const first = initialFocusRef?.current ?? contentFocusables[0] ?? closeRef.current ?? panel;
    first.focus();

    return () => {
      const index = openDialogs.indexOf(key);
      if (index !== -1) openDialogs.splice(index, 1);
      releaseBackground();
      // Unless the app already moved focus somewhere meaningful.
      const active = document.activeElement;
      const focusLost = !active || active === document.body || panel.contains(active);
      if (opener?.isConnected && focusLost) opener.focus();
    };
    // Runs once per opening; later changes to initialFocusRef must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const isTop = () => openDialogs.at(-1) === key;

    function onKeyDown(event: KeyboardEvent) {
      if (!isTop() || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusableWithin(panel);
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      const outside = !active || !panel.contains(active) || active === panel;
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    // Focus that escapes by other means (a click on the page, a script) is pulled back in.
    function onFocusIn(event: FocusEvent) {
      if (!isTop() || !panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableWithin(panel)[0] ?? panel).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [key, panelRef]);
}
