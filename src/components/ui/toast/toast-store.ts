import { TOAST_DURATION_DEFAULT_MS } from '#src/domain/business-constants.ts';
import { globalEventBus } from '#src/domain/events/global-event-bus.ts';

// An external store, so code outside React can show a message (durations: spec section 9).

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

/** 0 when the theme cancelled spec section 7's `message.show` to show the message itself. */
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

/** Empties the stack and stops its timers: the theme editor's unmount, and tests (isolate: false). */
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
