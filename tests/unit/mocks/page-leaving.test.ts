import { describe, expect, it } from 'vitest';
import { pageBeingLeft } from '#mocks/page-leaving.ts';

describe('whether the page is being left (a failed mock chunk then is no failure)', () => {
  it('from the browser’s beforeunload on, until the page is shown again from its cache', () => {
    expect(pageBeingLeft()).toBe(false);
    dispatchEvent(new Event('beforeunload'));
    expect(pageBeingLeft()).toBe(true);
    dispatchEvent(new Event('pageshow'));
    expect(pageBeingLeft()).toBe(false);
  });
});
