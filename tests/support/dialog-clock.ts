import { vi } from 'vitest';
import { DIALOG_OPENING_MS } from '#src/components/ui/dialog/use-opening-guard.ts';

let ahead = 0;
let heldAt: number | null = null;

/** The page's clock (performance.now) under the test's hand. setup-unit.ts restores it after each test. */
function takeClock(): void {
  if (vi.isMockFunction(performance.now)) return;
  ahead = 0;
  heldAt = null;
  const real = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => (heldAt ?? real()) + ahead);
}

/**
 * The page's clock moves on past a dialog's opening time, as it does between a shopper opening a
 * dialog and deciding what to press; it keeps running in real time after that.
 */
export function passDialogOpeningTime(): void {
  takeClock();
  // Past it, not onto its last instant: held times are sums of floats (499.99999999997 < 500).
  ahead += DIALOG_OPENING_MS + 1;
}

/**
 * The page's clock stands still from now on (until passDialogOpeningTime moves it): a dialog
 * opened after this is still opening at every later press, however slow the machine.
 */
export function holdPageClock(): void {
  takeClock();
  heldAt = performance.now() - ahead;
}
