import { useEffect, type ReactNode } from 'react';
import { NavBar, type NavBarProps } from '#src/components/ui/nav-bar/nav-bar.tsx';
import styles from './page-frame.module.css';

export interface PageFrameProps extends Omit<NavBarProps, 'end'> {
  /** The page's h1. Defaults to the nav bar title. */
  heading?: ReactNode;
  /** Hide the h1 visually (kept for screen readers) when the design shows no heading. */
  hideHeading?: boolean;
  /** A short lead paragraph under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
  /** Spec section 2 "a footer top block that can be hidden". */
  footerTop?: ReactNode;
  hideFooterTop?: boolean;
  /** Right-hand slot of the nav bar. */
  navEnd?: ReactNode;
}

const APP_NAME = 'Autoship';

/** Every route's frame: nav bar, a main landmark with the page heading, optional footer-top. */
export function PageFrame({
  heading,
  hideHeading = false,
  intro,
  children,
  footerTop,
  hideFooterTop = false,
  navEnd,
  ...navBar
}: PageFrameProps) {
  const pageName = typeof heading === 'string' ? heading : (navBar.title ?? null);
  useEffect(() => {
    // Each page names its tab (and the history list, and a screen reader's page announcement).
    document.title = pageName ? `${pageName} · ${APP_NAME}` : APP_NAME;
  }, [pageName]);
  return (
    <div>
      {/* The nav bar and the page fill at least the first screen, so the footer-top block starts
          below it: while a page's data loads, its growing content never pushes a block the
          shopper already sees (a layout shift, which the CLS budget of 0 forbids). */}
      <div className={styles.frame}>
        <NavBar {...navBar} end={navEnd} />
        <main className={styles.main} id="main-content">
          <div className={hideHeading ? 'visually-hidden' : styles.intro}>
            <h1 className={styles.heading}>{heading ?? navBar.title ?? 'Autoship'}</h1>
            {intro && <p className={styles.lead}>{intro}</p>}
          </div>
          {children}
        </main>
      </div>
      {footerTop && (
        <div className={styles.footerTop} hidden={hideFooterTop} data-testid="footer-top">
          <div className={styles.footerTopInner}>{footerTop}</div>
        </div>
      )}
    </div>
  );
}
