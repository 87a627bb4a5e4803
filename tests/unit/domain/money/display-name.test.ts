import { describe, expect, it } from 'vitest';
import { displayName } from '#src/domain/money/display-name.ts';

describe('displayName', () => {
  it("strips '(Autoship)' wherever it stands", () => {
    expect(displayName('Infinity Pod (Autoship)')).toBe('Infinity Pod');
    expect(displayName('(Autoship) Infinity Pod')).toBe('Infinity Pod');
    expect(displayName('Infinity (Autoship) Pod')).toBe('Infinity Pod');
    expect(displayName('Infinity Pod (autoship)')).toBe('Infinity Pod');
  });

  it('leaves other names alone and copes with missing ones', () => {
    expect(displayName('Infinity Pod – Mint')).toBe('Infinity Pod – Mint');
    expect(displayName('Autoship Starter Kit')).toBe('Autoship Starter Kit');
    expect(displayName(undefined)).toBe('');
    expect(displayName(null)).toBe('');
  });
});
