import { useEffect, useRef, useState } from 'react';

/**
 * Floats while its own place is below the screen, then sits in it, so it never covers the footer.
 * Without IntersectionObserver it never floats.
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
