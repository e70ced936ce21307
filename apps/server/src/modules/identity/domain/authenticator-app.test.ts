import { describe, expect, it } from 'vitest';
import { codeAt, isFreshStep, newAuthenticatorSecret, stepOfCode } from './authenticator-app';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", whose 8-digit codes end in these 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('authenticator app codes (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
  ])('matches the RFC test vector at %i s', (seconds, code) => {
    expect(codeAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
    expect(stepOfCode(RFC_SECRET, code, new Date(seconds * 1000))).toBe(Math.floor(seconds / 30));
  });

  it('takes the codes of the step before and after, and no further', () => {
    const secret = newAuthenticatorSecret();
    const now = new Date('2026-11-28T12:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    expect(stepOfCode(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(stepOfCode(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(stepOfCode(secret, codeAt(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
    expect(stepOfCode(secret, 'abcdef', now)).toBeNull();
    expect(stepOfCode(secret, '12345', now)).toBeNull();
  });

  it('counts each code once', () => {
    expect(isFreshStep(10, null)).toBe(true);
    expect(isFreshStep(11, 10)).toBe(true);
    expect(isFreshStep(10, 10)).toBe(false);
    expect(isFreshStep(9, 10)).toBe(false);
  });

  it('makes secrets of 160 bits in base32', () => {
    expect(newAuthenticatorSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});
