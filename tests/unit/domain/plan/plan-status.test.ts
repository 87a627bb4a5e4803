import { describe, expect, it } from 'vitest';
import { checkoutRoute, hasPlan, planState, reviewMode } from '#src/domain/plan/plan-status.ts';

describe('plan status', () => {
  it('planId 0 or no plan means none', () => {
    expect(hasPlan(null)).toBe(false);
    expect(hasPlan({ planId: 0, status: 1 })).toBe(false);
    expect(planState({ planId: 0 })).toBe('none');
    expect(planState(undefined)).toBe('none');
  });

  it('0 or absent is a draft, 1 active, 2 paused', () => {
    expect(planState({ planId: 5 })).toBe('draft');
    expect(planState({ planId: 5, status: 0 })).toBe('draft');
    expect(planState({ planId: 5, status: 1 })).toBe('active');
    expect(planState({ planId: 5, status: 2 })).toBe('paused');
  });

  it('review mode is create for nothing or status 0, edit above 0', () => {
    expect(reviewMode(null)).toBe('create');
    expect(reviewMode({ planId: 5, status: 0 })).toBe('create');
    expect(reviewMode({ planId: 5 })).toBe('create');
    expect(reviewMode({ planId: 5, status: 1 })).toBe('edit');
    expect(reviewMode({ planId: 5, status: 2 })).toBe('edit');
  });

  it('routes create-mode checkout after the plan is queried again', () => {
    expect(checkoutRoute(null)).toBe('build');
    expect(checkoutRoute({ planId: 0 })).toBe('build');
    expect(checkoutRoute({ planId: 5, status: 0, addressId: 9001 })).toBe('rebuild');
    expect(checkoutRoute({ planId: 5, status: 1, addressId: 9001 })).toBe('pay');
    expect(checkoutRoute({ planId: 5, status: 1, addressId: 0 })).toBe('checkout-with-form');
  });
});
