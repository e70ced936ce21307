import { afterEach, describe, expect, it } from 'vitest';
import { STORED_SIGN_IN_PREFIX as PREFIX, storeSignIn, unsignedToken as token } from '../../test/stored-sign-in';
import { jwtClaims, readStoredSignIn, readStoredTokens } from './stored-tokens';

const NOW = Date.parse('2026-11-26T12:00:00Z');

afterEach(() => localStorage.clear());

describe('readStoredTokens', () => {
  it('is null when nothing is stored', () => {
    expect(readStoredTokens(NOW)).toBeNull();
  });

  it("gives a current stored sign-in's access token, its ID token's claims and its expiry", () => {
    storeSignIn('owner', NOW / 1000 + 3600, { name: 'Zoë Ørsted-Łukasz 李' });
    const stored = readStoredTokens(NOW);
    expect(stored?.accessToken).toBe(localStorage.getItem(`${PREFIX}.owner.accessToken`));
    expect(stored?.idClaims).toMatchObject({ 'cognito:username': 'owner', name: 'Zoë Ørsted-Łukasz 李' });
    expect(stored?.expiresAt).toBe(NOW + 3_600_000);
  });

  it('is null for a token with a minute or less left, which Amplify must refresh first', () => {
    storeSignIn('owner', NOW / 1000 + 60);
    expect(readStoredTokens(NOW)).toBeNull();
    expect(readStoredTokens(NOW - 1)).not.toBeNull();
  });

  it('gives an expired sign-in only to readStoredSignIn, which a browser without a network opens with', () => {
    storeSignIn('owner', NOW / 1000 - 3600);
    expect(readStoredTokens(NOW)).toBeNull();
    expect(readStoredSignIn()).toMatchObject({ expiresAt: NOW - 3_600_000, idClaims: { 'cognito:username': 'owner' } });
    localStorage.clear();
    expect(readStoredSignIn()).toBeNull();
  });

  it("counts the expiry in the browser's clock, by Amplify's measured drift from the user pool's", () => {
    // The browser runs 10 minutes ahead of the pool: a token the pool gives 5 more minutes has expired here.
    storeSignIn('owner', NOW / 1000 + 300, { clockDrift: 600_000 });
    expect(readStoredTokens(NOW)).toBeNull();
    storeSignIn('owner', NOW / 1000 + 3600, { clockDrift: 600_000 });
    expect(readStoredTokens(NOW)?.expiresAt).toBe(NOW + 3_000_000);
  });

  it('is null when either token is missing or is not a readable JWT', () => {
    storeSignIn('owner', NOW / 1000 + 3600);
    localStorage.removeItem(`${PREFIX}.owner.idToken`);
    expect(readStoredTokens(NOW)).toBeNull();
    storeSignIn('owner', NOW / 1000 + 3600);
    localStorage.setItem(`${PREFIX}.owner.accessToken`, 'not-a-token');
    expect(readStoredTokens(NOW)).toBeNull();
    localStorage.setItem(`${PREFIX}.owner.accessToken`, token({ sub: 'owner' }));
    expect(readStoredTokens(NOW)).toBeNull();
  });

  it("reads only the last signed-in user's tokens", () => {
    storeSignIn('former', NOW / 1000 + 3600);
    localStorage.setItem(`${PREFIX}.LastAuthUser`, 'current');
    expect(readStoredTokens(NOW)).toBeNull();
  });
});

describe('jwtClaims', () => {
  it('is null for anything but a JSON object in the middle part', () => {
    expect(jwtClaims('a.b.c')).toBeNull();
    expect(jwtClaims(`x.${Buffer.from('[1]').toString('base64url')}.y`)).toBeNull();
    expect(jwtClaims('')).toBeNull();
  });
});
