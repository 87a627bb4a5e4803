/**
 * wouter imports `use-sync-external-store/shim` for React versions before 18, which had no
 * `useSyncExternalStore`. React 19 has it, and the shim only hands React's own back at run time,
 * but its fallback code was in every page's main chunk; vite.config.ts points wouter here instead.
 */
export { useSyncExternalStore } from 'react';
