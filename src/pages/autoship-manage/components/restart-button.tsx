import {
  LoadingButton,
  type LoadingButtonState,
} from '../../../components/ui/loading-button/loading-button.tsx';
import styles from './restart-button.module.css';

export interface RestartButtonProps {
  /** Spec section 4: 1 content, 2 loading, 3 done (tick shown until the plan reloads). */
  state: LoadingButtonState;
  onRestart: () => void;
}

const LABEL = 'Restart my plan';
const LOADING_TEXT = 'Restarting your plan';
const DONE_TEXT = 'Your plan is restarted';

/** Desktop version: sits in the paused notice, next to what it explains. */
export function RestartButtonDesktop({ state, onRestart }: RestartButtonProps) {
  return (
    <LoadingButton
      variant="primary"
      state={state}
      loadingText={LOADING_TEXT}
      doneText={DONE_TEXT}
      onClick={onRestart}
      data-testid="restart-desktop"
    >
      {LABEL}
    </LoadingButton>
  );
}

/**
 * Mobile version: a bar pinned to the bottom of the screen, full width and within thumb reach,
 * so the one thing a paused shopper came to do is always on screen.
 */
export function RestartButtonMobile({ state, onRestart }: RestartButtonProps) {
  return (
    <div className={styles.mobileBar}>
      <LoadingButton
        variant="primary"
        size="lg"
        fullWidth
        state={state}
        loadingText={LOADING_TEXT}
        doneText={DONE_TEXT}
        onClick={onRestart}
        data-testid="restart-mobile"
      >
        {LABEL}
      </LoadingButton>
    </div>
  );
}
