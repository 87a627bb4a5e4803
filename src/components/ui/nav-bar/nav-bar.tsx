import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useIsDesktop } from '#src/components/ui/device-flag/use-is-desktop.ts';
import { entryIsInApp } from '#src/components/ui/router/in-app-navigation.ts';
import styles from './nav-bar.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import { programName } from '#src/components/ui/page-frame/program-name.ts';

export interface NavBarProps {
  /** Spec section 2: the program's name by default. */
  title?: string;
  /** Spec: only for an active plan (the caller's call) and never on desktop (enforced here). */
  showBackText?: boolean;
  /** Also the back control's accessible name. */
  backLabel?: string;
  /** Default: history back, else `backTo`. */
  onBack?: () => void;
  /** When there is no in-app history (first page of a visit). */
  backTo?: string;
  hideBack?: boolean;
  end?: ReactNode;
}

export function NavBar({
  title = programName(),
  showBackText = false,
  backLabel = t('common.back'),
  onBack,
  backTo,
  hideBack = false,
  end,
}: NavBarProps) {
  const [, navigate] = useLocation();
  const isDesktop = useIsDesktop();

  function goBack() {
    if (onBack) return onBack();
    // The visit started here: back would leave the store, so it goes to the in-app parent.
    if (!entryIsInApp()) {
      if (backTo) navigate(backTo);
      return;
    }
    window.history.back();
  }
  const canGoBack = Boolean(onBack) || Boolean(backTo) || entryIsInApp();

  return (
    <header className={styles.navBar}>
      <div className={styles.inner}>
        <div className={styles.start}>
          {!hideBack && canGoBack && (
            <button type="button" className={styles.back} aria-label={backLabel} onClick={goBack}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M15 5l-7 7 7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {showBackText && !isDesktop && (
                <span className={styles.backText} data-testid="nav-back-text">
                  {backLabel}
                </span>
              )}
            </button>
          )}
        </div>
        <p className={styles.title} data-testid="nav-title">
          {title}
        </p>
        <div className={styles.end}>{end}</div>
      </div>
    </header>
  );
}
