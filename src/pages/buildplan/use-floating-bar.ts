import { useEffect, useRef, useState } from 'react';

/**
 * Whether the builder's bar floats at the bottom of the screen: while its own place (the end of
 * the plan card) is still below the screen. Once that place scrolls into view the bar sits in it,
 * so at the end of the page it covers neither the footer-top block nor the store's footer.
 * Without IntersectionObserver it never floats (the card's button is always there).
 */
export function useFloatingBar() {
  const slot = useRef<HTMLDivElement>(null);
  const [floating, setFloating] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const below = !entry.isIntersecting && entry.boundingClientRect.top > 0;
      setFloating(below);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { slot, floating };
}
