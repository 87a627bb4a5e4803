import { useEffect, useRef } from 'react';

/**
 * Where focus goes once the next render has put it on the page (after an action, or when the
 * address panel opens or closes): the element with the id given, focused as soon as it exists.
 * A ref and an effect after every render, because the target (the status heading, the no-plan
 * heading, the 'Change address' button) only appears once the plan has reloaded.
 */
export function useFocusNext(): (elementId: string) => void {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  });
  return (elementId) => {
    focusNext.current = elementId;
  };
}
