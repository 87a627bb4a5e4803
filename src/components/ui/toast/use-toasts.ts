import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type Toast } from './toast-store.ts';

/** The live toast list from the external store (oldest first). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
