import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';

export interface RestartButtonProps {
  /** Spec section 4: 1 content, 2 loading, 3 done (tick shown until the plan reloads). */
  state: LoadingButtonState;
  onRestart: () => void;
}

const LABEL = 'Restart my plan';
/** What both versions share: the look and the spoken progress. */
const RESTART_COPY = {
  variant: 'primary',
  loadingText: 'Restarting your plan',
  doneText: 'Your plan is restarted',
} as const;

/** Desktop version: a regular button in the paused notice, beside what it explains. */
export function RestartButtonDesktop({ state, onRestart }: RestartButtonProps) {
  return (
    <LoadingButton
      {...RESTART_COPY}
      state={state}
      onClick={onRestart}
      data-testid="restart-desktop"
    >
      {LABEL}
    </LoadingButton>
  );
}

/**
 * Mobile version: full width and taller, an easy thumb target at the top of the screen, where the
 * paused notice is the first thing a returning shopper reads.
 */
export function RestartButtonMobile({ state, onRestart }: RestartButtonProps) {
  return (
    <LoadingButton
      {...RESTART_COPY}
      size="lg"
      fullWidth
      state={state}
      onClick={onRestart}
      data-testid="restart-mobile"
    >
      {LABEL}
    </LoadingButton>
  );
}
