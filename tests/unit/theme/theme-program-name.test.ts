import { afterEach, describe, expect, it } from 'vitest';
import { resetStoreContext, setStoreContext } from '#src/api/store-context.ts';
import { pageTitle, programName } from '#src/components/ui/page-frame/program-name.ts';

/**
 * The program's name is the theme's setting or the catalogue's text (spec section 2), and in a
 * theme the tab title keeps the store's name.
 */
afterEach(() => resetStoreContext());

describe('the program’s name and the tab title', () => {
  it('on its own: the catalogue’s name after the page’s', () => {
    expect(programName()).toBe('Autoship');
    expect(pageTitle('Build your plan')).toBe('Build your plan · Autoship');
    expect(pageTitle(null)).toBe('Autoship');
  });

  it('in a theme: the store’s name for the program, and the shop’s name kept last', () => {
    setStoreContext({ programName: 'Subscribe & Save', shopName: 'Dawn Coffee' });
    expect(programName()).toBe('Subscribe & Save');
    expect(pageTitle('Build your plan')).toBe('Build your plan · Subscribe & Save – Dawn Coffee');
    expect(pageTitle('Subscribe & Save')).toBe('Subscribe & Save – Dawn Coffee');
  });
});
