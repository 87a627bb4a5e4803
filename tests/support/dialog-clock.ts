import { vi } from 'vitest';
import { DIALOG_OPENING_MS } from '#src/components/ui/dialog/open-dialog.tsx';

let ahead = 0;

/**
 * The page's clock (performance.now) moves on past a dialog's opening time, as it does between a
 * shopper opening a dialog and deciding to close it; it keeps running in real time after that.
 * setup-unit.ts restores the real clock after each test.
 */
export function passDialogOpeningTime(): void {
  if (!vi.isMockFunction(performance.now)) {
    ahead = 0;
    const real = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => real() + ahead);
  }
  ahead += DIALOG_OPENING_MS;
}
