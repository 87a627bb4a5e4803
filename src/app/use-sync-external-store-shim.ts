/** React 19's own hook for wouter: the shim's fallback for React 17 was in every page's chunk. */
export { useSyncExternalStore } from 'react';
