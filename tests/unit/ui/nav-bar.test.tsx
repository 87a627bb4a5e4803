import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router, useLocation } from 'wouter';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DeviceFlag } from '#src/components/ui/device-flag/device-flag.tsx';
import { NavBar, type NavBarProps } from '#src/components/ui/nav-bar/nav-bar.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { inAppNavigation } from '#src/components/ui/router/in-app-navigation.ts';
import { JSDOM_DEFAULT_WIDTH, setViewportWidth } from './support/viewport.ts';

afterEach(() => {
  setViewportWidth(JSDOM_DEFAULT_WIDTH);
});

function Where() {
  const [path] = useLocation();
  return <output data-testid="where">{path}</output>;
}

/**
 * The nav bar on the browser's own history (jsdom's): the visit starts on the first entry, and
 * every later one is reached the way the app navigates (tagged as an in-app entry).
 */
function renderNavBar(props: NavBarProps = {}, entries = ['/here']) {
  const [first = '/', ...later] = entries;
  window.history.replaceState(null, '', first);
  for (const path of later) {
    inAppNavigation((to, options) => window.history.pushState(options?.state, '', to), path);
  }
  render(
    <Router aroundNav={inAppNavigation}>
      <NavBar {...props} />
      <Where />
    </Router>,
  );
}

describe('<NavBar>', () => {
  it("shows the default title 'Autoship' and a back control with an accessible name", () => {
    renderNavBar({ backTo: '/pages/autoship-manage' });
    expect(screen.getByTestId('nav-title')).toHaveTextContent('Autoship');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the back text only when asked and only on mobile', () => {
    setViewportWidth(375);
    renderNavBar({ showBackText: true, backTo: '/pages/autoship-manage' });
    expect(screen.getByTestId('nav-back-text')).toHaveTextContent('Back');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    setViewportWidth(1280); // desktop: hidden even though asked
    expect(screen.queryByTestId('nav-back-text')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('hides the back text on mobile when not asked', () => {
    setViewportWidth(375);
    renderNavBar({ showBackText: false });
    expect(screen.queryByTestId('nav-back-text')).toBeNull();
  });

  it('goes back in history', async () => {
    renderNavBar({}, ['/before', '/here']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    // The browser moves back asynchronously (popstate).
    expect(await screen.findByText('/before')).toHaveAttribute('data-testid', 'where');
  });

  it('uses backTo when the visit started on this page', async () => {
    renderNavBar({ backTo: '/pages/autoship-manage' }, ['/here']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/autoship-manage');
  });

  it('offers no back control that could only leave the app: first entry and no backTo', () => {
    renderNavBar({}, ['/here']);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('calls onBack instead when given', async () => {
    const onBack = vi.fn();
    renderNavBar({ onBack }, ['/before', '/here']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/here');
  });
});

describe('<PageFrame>', () => {
  function renderFrame(hideFooterTop: boolean) {
    render(
      <PageFrame
        title="My store"
        heading="My autoship"
        footerTop={<p>Free delivery</p>}
        hideFooterTop={hideFooterTop}
      >
        <p>Body</p>
      </PageFrame>,
    );
  }

  it('renders nav bar, main landmark with the h1, and the footer-top block', () => {
    renderFrame(false);
    expect(screen.getByTestId('nav-title')).toHaveTextContent('My store');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'My autoship' }),
    );
    expect(screen.getByTestId('footer-top')).toBeVisible();
  });

  it('can hide the footer-top block', () => {
    renderFrame(true);
    expect(screen.getByTestId('footer-top')).not.toBeVisible();
  });

  it('in a theme’s <main> (its section’s mount element), adds no second main landmark', () => {
    const themeMain = document.body.appendChild(document.createElement('main'));
    const mount = themeMain.appendChild(document.createElement('div'));
    mount.setAttribute('data-autoship-root', '');
    onTestFinished(() => themeMain.remove());
    render(<PageFrame heading="My autoship" />, { container: mount });
    expect(screen.getAllByRole('main')).toEqual([themeMain]);
    expect(themeMain).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'My autoship' }),
    );
  });
});

describe('<DeviceFlag> and useIsDesktop (768 px)', () => {
  it('flags desktop from 768 px and mobile below, following resizes', () => {
    setViewportWidth(767);
    const { container } = render(<DeviceFlag />);
    const flag = container.querySelector('[data-device]');
    expect(flag).toHaveAttribute('data-device', 'mobile');
    setViewportWidth(768);
    expect(flag).toHaveAttribute('data-device', 'desktop');
    setViewportWidth(375);
    expect(flag).toHaveAttribute('data-device', 'mobile');
  });
});
