import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useIsDesktop } from '#src/components/ui/device-flag/use-is-desktop.ts';
import { entryIsInApp } from '#src/components/ui/router/in-app-navigation.ts';
import styles from './nav-bar.module.css';
import { t } from '#src/domain/i18n/translate.ts';

const DEFAULT_NAV_TITLE = 'Autoship';

export interface NavBarProps {
  /** Spec section 2: defaults to 'Autoship'. */
  title?: string;
  /**
   * Show the word next to the back arrow. Spec: shown when the plan is active and never on
   * desktop — the caller decides the first, the nav bar enforces the second.
   */
  showBackText?: boolean;
  /** Visible back text and the back control's accessible name. */
  backLabel?: string;
  /** Replaces the default back behaviour (history back, else `backTo`). */
  onBack?: () => void;
  /** In-app fallback when there is no in-app history to go back to (first page of a visit). */
  backTo?: string;
  hideBack?: boolean;
  /** Optional control on the right (e.g. a help link). */
  end?: ReactNode;
}

/** The page's top bar: back control, centred title, optional end slot. */
export function NavBar({
  title = DEFAULT_NAV_TITLE,
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
    // The visit started on this entry: going back would leave the store (or, in a fresh tab, do
    // nothing), so back goes to the page's in-app parent instead.
    if (!entryIsInApp()) {
      if (backTo) navigate(backTo);
      return;
    }
    window.history.back();
  }
  // A back control that could only leave the app or do nothing is not offered.
  const canGoBack = Boolean(onBack) || Boolean(backTo) || entryIsInApp();

  return (
    <header className={styles.navBar}>
      <div className={styles.inner}>
        <div className={styles.start}>
          {!hideBack && canGoBack && (
            <button type="button" className={styles.back} aria-label={backLabel} onClick={goBack}>
              {/* An inline icon: every icon of the app spells the same SVG attributes, only its path differs. */}
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
