import { useLayoutEffect, type RefObject } from 'react';

/**
 * A dialog's opening time: its 200 ms rise and the reach of a second tap (platforms count taps up
 * to 500 ms apart as one double tap). A press within it is the opener's second tap or click
 * landing where the opener was, never the shopper choosing what they have not yet seen.
 */
export const DIALOG_OPENING_MS = 500;

// Every event by which a press activates something: a touch's own and the mouse events and click
// the browser makes of it, a mouse's, and a double-click's.
const PRESS_STARTS = ['pointerdown', 'mousedown'] as const;
const PRESS_ENDS = ['pointerup', 'mouseup', 'touchend', 'click', 'dblclick', 'auxclick'] as const;

function stop(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

/**
 * When the input happened, on the page's clock: its timeStamp, so a tap queued behind the
 * opening's own work still counts as early (jsdom stamps events with Date.now: the clock then).
 */
function inputTime(event: Event): number {
  return Math.min(event.timeStamp, performance.now());
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file'].includes(target.type)
  );
}

/** A held Enter or Space repeating into the dialog: the opener's key, never a new press. */
function isRepeatedPress(event: KeyboardEvent): boolean {
  if (!event.repeat) return false;
  if (event.key === 'Enter') return !(event.target instanceof HTMLTextAreaElement);
  return event.key === ' ' && !isTextEntry(event.target);
}

/**
 * Set on the dialog while it opens: its stylesheet lets presses through to the inert page behind
 * (nothing), and a test driver that waits until a press would reach its target waits it out.
 */
const OPENING_ATTRIBUTE = 'data-opening';

/**
 * Within the opening time (counted again whenever `step` changes: a confirmation is a new
 * opening), no press inside `rootRef` activates anything, backdrop, buttons, options and links
 * alike, whatever the input: listened for on the window before the page's own handlers (React's
 * included) see it. A press that began inside the opening time is refused to its end.
 */
export function useOpeningGuard(rootRef: RefObject<HTMLElement | null>, step: unknown): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const openedAt = performance.now();
    root.setAttribute(OPENING_ATTRIBUTE, '');
    // A timer fires no earlier than asked: the attribute outlasts the opening time, never less.
    const opened = setTimeout(() => root.removeAttribute(OPENING_ATTRIBUTE), DIALOG_OPENING_MS);
    let pressRefused = false;
    const inside = (event: Event) => event.target instanceof Node && root.contains(event.target);
    const early = (event: Event) => inputTime(event) - openedAt < DIALOG_OPENING_MS;

    const onPressStart = (event: Event) => {
      if (!inside(event)) return;
      if (event.type === 'pointerdown') pressRefused = early(event);
      if (pressRefused || early(event)) stop(event);
    };
    const onPressEnd = (event: Event) => {
      if (!inside(event)) return;
      // A click from a key (detail 0) is no part of a press that began with a pointer.
      const fromPress = !(event instanceof MouseEvent) || event.detail > 0;
      const refused = early(event) || (fromPress && pressRefused);
      if (event.type === 'click') pressRefused = false;
      if (refused) stop(event);
    };
    const onPressCancel = () => void (pressRefused = false);
    const onKey = (event: KeyboardEvent) => {
      if (inside(event) && isRepeatedPress(event)) stop(event);
    };

    const options = { capture: true, passive: false } as const;
    for (const type of PRESS_STARTS) window.addEventListener(type, onPressStart, options);
    for (const type of PRESS_ENDS) window.addEventListener(type, onPressEnd, options);
    window.addEventListener('pointercancel', onPressCancel, options);
    window.addEventListener('keydown', onKey, options);
    return () => {
      clearTimeout(opened);
      root.removeAttribute(OPENING_ATTRIBUTE);
      for (const type of PRESS_STARTS) window.removeEventListener(type, onPressStart, options);
      for (const type of PRESS_ENDS) window.removeEventListener(type, onPressEnd, options);
      window.removeEventListener('pointercancel', onPressCancel, options);
      window.removeEventListener('keydown', onKey, options);
    };
  }, [rootRef, step]);
}
