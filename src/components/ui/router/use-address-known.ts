import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page is prerendered at build time, whose address has no query string yet
 * (react-dom/static reads the server snapshot); true in the browser.
 */
export function useAddressKnown(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
