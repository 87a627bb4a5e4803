import { TOAST_DURATION_DEFAULT_MS } from '#src/domain/business-constants.ts';
import { globalEventBus } from '#src/domain/events/global-event-bus.ts';

/**
 * The toast/alert stack as a tiny external store, so code outside React (the API client's
 * middleware, form validation) can show a message. Spec section 9: 3000 ms by default, 5000 ms
 * and 6000 ms (validation) variants, named in src/domain/business-constants.ts.
 */

export type ToastTone = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows a message; answers its id, or 0 when the theme showed it instead: every message is sent
 * as spec section 7's `message.show` first, and a theme with a message bar of its own cancels
 * the event (preventDefault) to show it there.
 */
export function showToast(
  message: string,
  options: { durationMs?: number; tone?: ToastTone } = {},
): number {
  const toast: Toast = {
    id: nextId++,
    message,
    tone: options.tone ?? 'error',
    durationMs: options.durationMs ?? TOAST_DURATION_DEFAULT_MS,
  };
  const detail = { message, tone: toast.tone, durationMs: toast.durationMs };
  if (!globalEventBus().emit('message.show', detail)) return 0;
  toasts = [...toasts, toast];
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.durationMs),
  );
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = toasts.filter((toast) => toast.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

/**
 * Empties the stack and stops its timers: the app unmounted by the theme editor leaves none
 * running; the tests share this module between files (the unit project runs with isolate: false)
 * and each starts with no toast on screen.
 */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
