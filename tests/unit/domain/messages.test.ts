import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '#src/domain/i18n/en.ts';
import * as messages from '#src/domain/messages.ts';

describe('messages of spec section 8', () => {
  it('are exact', () => {
    expect(en['catalogue.updateSuccess']).toBe('update success');
    expect(en['catalogue.addressInvalid']).toBe('address is invalid!');
    expect(en['catalogue.getAddressPropsInvalid']).toBe('getAddressProps function invalid');
    expect(en['catalogue.createPropsInvalid']).toBe('createProps function invalid!');
    expect(en['catalogue.pleaseFillAddress']).toBe('please fill the address');
    expect(en['catalogue.startCheckoutInvalid']).toBe('startCheckout function invalid!');
    expect(en['catalogue.localCacheInvalid']).toBe(
      'The local cache function is invalid, please go back to the previous step and try again or change the browser!',
    );
    expect(messages.LOCAL_STORAGE_ERROR).toBe('LOCAL_STORAGE_ERROR');
  });

  it('word field errors in plain English', () => {
    expect(messages.requiredFieldMessage('Postal code (optional)')).toBe('Enter your postal code');
    expect(messages.requiredFieldMessage('ZIP code')).toBe('Enter your ZIP code');
    expect(messages.selectFieldMessage('Prefecture')).toBe('Select a prefecture');
    expect(messages.selectFieldMessage('Emirate')).toBe('Select an emirate');
    expect(messages.invalidPostalCodeMessage('PIN code', 'India')).toBe(
      'Enter a valid PIN code for India',
    );
    expect(messages.forbiddenCharactersMessage('Address')).toBe('Address can’t contain & or %');
  });
});

describe('the domain layer', () => {
  it('imports no React (pure TypeScript)', () => {
    const root = resolve(process.cwd(), 'src/domain');
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        // The catalogues' JSON assets, written there by the build (not committed, decision 041).
        if (path === join(root, 'i18n', 'generated')) continue;
        if (statSync(path).isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(file.endsWith('.ts'), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).not.toMatch(
        /from ['"](react|react-dom|@tanstack\/[^'"]+)['"]/,
      );
    }
  });
});
