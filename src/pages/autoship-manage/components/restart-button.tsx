import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import { t } from '#src/domain/i18n/translate.ts';

export interface RestartButtonProps {
  /** Spec section 4: 1 content, 2 loading, 3 done (tick shown until the plan reloads). */
  state: LoadingButtonState;
  onRestart: () => void;
}

const LABEL = 'manage.restart';
/** What both versions share: the look and the spoken progress. */
function restartCopy() {
  return {
    variant: 'primary',
    loadingText: t('manage.restart.busy'),
    doneText: t('manage.restart.done'),
  } as const;
}

/** Desktop version: a regular button in the paused notice, beside what it explains. */
export function RestartButtonDesktop({ state, onRestart }: RestartButtonProps) {
  return (
    <LoadingButton
      {...restartCopy()}
      state={state}
      onClick={onRestart}
      data-testid="restart-desktop"
    >
      {t(LABEL)}
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
      {...restartCopy()}
      size="lg"
      fullWidth
      state={state}
      onClick={onRestart}
      data-testid="restart-mobile"
    >
      {t(LABEL)}
    </LoadingButton>
  );
}
