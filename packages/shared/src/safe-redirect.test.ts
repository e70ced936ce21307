import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeRedirectPath('/account?x=1')).toBe('/account?x=1');
    expect(safeRedirectPath('/lead/abc#notes')).toBe('/lead/abc#notes');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'evil.example', '', null, undefined])(
    'refuses %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );

  it.each(['/\t/evil.test', '/\n/evil.test', '/\r/evil.test', '/billing\u0000', '/x\u007f', '/\u001b[31m'])(
    'refuses control characters (a browser drops tabs and newlines, making //host): %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );

  it('refuses what is too long to be a path of ours', () => {
    expect(safeRedirectPath(`/${'a'.repeat(2000)}`)).toBeNull();
  });
});
