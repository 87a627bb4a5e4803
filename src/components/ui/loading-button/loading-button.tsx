import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '#src/components/ui/button/button.tsx';
import { Spinner } from '#src/components/ui/spinner/spinner.tsx';
import type { LoadingButtonState } from './loading-button-state.ts';
import styles from './loading-button.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import { StrokeIcon } from '#src/components/ui/icon/stroke-icon.tsx';

export interface LoadingButtonProps extends Omit<ButtonProps, 'children'> {
  state: LoadingButtonState;
  children: ReactNode;
  /** Announced politely. */
  loadingText?: string;
  /** Announced politely. */
  doneText?: string;
  /**
   * Busy without `disabled`, presses ignored: focus stays on it while it works, so a dialog it
   * opens returns focus to it (a disabled button loses focus in some browsers).
   */
  focusableWhileBusy?: boolean;
}

/**
 * The label stays in the DOM (transparent) in every state, so the accessible name and width never
 * change; the state is announced through a separate live region.
 */
export function LoadingButton({
  state,
  children,
  loadingText = t('common.working'),
  doneText = t('common.done'),
  disabled,
  className,
  focusableWhileBusy = false,
  onClick,
  ...rest
}: LoadingButtonProps) {
  const busy = state !== 'content';
  return (
    <>
      <Button
        className={[styles.loadingButton, state === 'done' && styles.done, className]
          .filter(Boolean)
          .join(' ')}
        // Also while the follow-up (reload, redirect) is pending.
        disabled={disabled || (busy && !focusableWhileBusy)}
        aria-disabled={busy && focusableWhileBusy ? true : undefined}
        aria-busy={busy}
        data-state={state}
        onClick={busy ? undefined : onClick}
        {...rest}
      >
        <span className={busy ? styles.contentHidden : styles.content}>{children}</span>
        {state === 'loading' && (
          <span className={styles.indicator} data-testid="loading-button-spinner">
            <Spinner size="sm" />
          </span>
        )}
        {state === 'done' && (
          <span className={styles.indicator} data-testid="loading-button-tick" aria-hidden="true">
            <StrokeIcon icon="tick" />
          </span>
        )}
      </Button>
      <span className="visually-hidden" role="status">
        {state === 'loading' ? loadingText : state === 'done' ? doneText : ''}
      </span>
    </>
  );
}
