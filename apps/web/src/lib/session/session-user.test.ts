import { describe, expect, it } from 'vitest';
import { sessionUserFromClaims } from './session-user';

describe('sessionUserFromClaims', () => {
  it('reads name and email from the ID token', () => {
    expect(
      sessionUserFromClaims({
        'cognito:username': 'owner@demo.test',
        email: 'owner@demo.test',
        name: 'Olivia Owens',
        'custom:internal': 'N',
      }),
    ).toEqual({
      username: 'owner@demo.test',
      email: 'owner@demo.test',
      name: 'Olivia Owens',
      isAdmin: false,
    });
  });

  it('makes internal users and directory users administrators', () => {
    expect(sessionUserFromClaims({ 'cognito:username': 'staff@demo.test', 'custom:internal': 'Y' }).isAdmin).toBe(true);
    expect(
      sessionUserFromClaims({ 'cognito:username': 'companydirectory_alice', email: 'alice@corp.example' }).isAdmin,
    ).toBe(true);
  });

  it('falls back to the email when there is no name', () => {
    expect(sessionUserFromClaims({ 'cognito:username': 'x@y.z', email: 'x@y.z' }).name).toBe('x@y.z');
  });
});
