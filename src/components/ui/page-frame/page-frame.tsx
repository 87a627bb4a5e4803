import { useEffect, type ReactNode } from 'react';
import { hostHasMain } from '#src/components/ui/app-root/app-root.ts';
import { NavBar, type NavBarProps } from '#src/components/ui/nav-bar/nav-bar.tsx';
import styles from './page-frame.module.css';
import { pageTitle, programName } from './program-name.ts';

export interface PageFrameProps extends Omit<NavBarProps, 'end'> {
  /** Defaults to the nav bar title. */
  heading?: ReactNode;
  /** Kept for screen readers. */
  hideHeading?: boolean;
  intro?: ReactNode;
  children?: ReactNode;
  /** Spec section 2. */
  footerTop?: ReactNode;
  hideFooterTop?: boolean;
  navEnd?: ReactNode;
}

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
  const Main = hostHasMain() ? 'div' : 'main';
  useEffect(() => {
    // Also names the history entry and a screen reader's page announcement.
    document.title = pageTitle(pageName);
  }, [pageName]);
  return (
    <div>
      {/* Fills the first screen, so loading content never pushes the footer-top block (CLS 0). */}
      <div className={styles.frame}>
        <NavBar {...navBar} end={navEnd} />
        <Main className={styles.main}>
          <div className={hideHeading ? 'visually-hidden' : styles.intro}>
            <h1 className={styles.heading}>{heading ?? navBar.title ?? programName()}</h1>
            {intro && <p className={styles.lead}>{intro}</p>}
          </div>
          {children}
        </Main>
      </div>
      {footerTop && (
        <div className={styles.footerTop} hidden={hideFooterTop} data-testid="footer-top">
          <div className={styles.footerTopInner}>{footerTop}</div>
        </div>
      )}
    </div>
  );
}
