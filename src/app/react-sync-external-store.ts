// wouter imports use-sync-external-store's shim, a copy of the hook for React before 18; React 19
// has it (vite.config.ts points the shim here).
export { useSyncExternalStore } from 'react';
