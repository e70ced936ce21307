import {
  ChangePasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoFailure, useIdentityHarness } from '../../test/identity-harness';
import { manualClock } from '../../test/test-app';
import { TEST_DEMO_PASSWORD } from '../../test/demo';
import { COMMON_PASSWORD_PROBLEM, PERSONAL_PASSWORD_PROBLEM } from './domain/password-screen';

const clock = manualClock(new Date());
const harness = useIdentityHarness({ clock });

const signIn = async (username: string, password = TEST_DEMO_PASSWORD) =>
  (await harness.passwordSignIn(username, password)).AuthenticationResult!;
const apiSession = (accessToken: string) =>
  fetch(`${harness.baseUrl}/api/session`, { headers: { authorization: `Bearer ${accessToken}` } });

describe('tokens', () => {
  it('GetUser lists the attributes of the signed-in user', async () => {
    const tokens = await signIn('owner@demo.test');
    const user = await harness.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.Username).toBe('owner@demo.test');
    expect(
      Object.fromEntries(user.UserAttributes!.map((attribute) => [attribute.Name, attribute.Value])),
    ).toMatchObject({
      email: 'owner@demo.test',
      email_verified: 'true',
      name: 'Olivia Owens',
      phone_number: '+15125550101',
      'custom:internal': 'N',
    });
  });

  it('refreshes with REFRESH_TOKEN_AUTH and with GetTokensFromRefreshToken, keeping the sign-in', async () => {
    const tokens = await signIn('manager@demo.test');
    clock.advance(3000);
    const viaInitiate = await harness.cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: harness.clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! },
      }),
    );
    const viaGetTokens = await harness.cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: harness.clientId, RefreshToken: tokens.RefreshToken! }),
    );
    for (const result of [viaInitiate.AuthenticationResult!, viaGetTokens.AuthenticationResult!]) {
      expect(result.RefreshToken).toBeUndefined();
      const claims = JSON.parse(Buffer.from(result.AccessToken!.split('.')[1]!, 'base64url').toString());
      const original = JSON.parse(Buffer.from(tokens.AccessToken!.split('.')[1]!, 'base64url').toString());
      expect(claims.origin_jti).toBe(original.origin_jti);
      expect(claims.auth_time).toBe(original.auth_time);
      expect(claims.iat).toBeGreaterThan(original.iat);
      expect((await apiSession(result.AccessToken!)).status).toBe(200);
    }
  });

  it('expires access tokens after an hour', async () => {
    const tokens = await signIn('billing@demo.test');
    expect((await apiSession(tokens.AccessToken!)).status).toBe(200);
    clock.advance(3601);
    const response = await apiSession(tokens.AccessToken!);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sign in again: your access token has expired.',
    });
    clock.advance(-3601);
  });

  it('refuses a refresh token after 30 days', async () => {
    const tokens = await signIn('billing@demo.test');
    clock.advance(30 * 24 * 60 * 60 + 1);
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new GetTokensFromRefreshTokenCommand({ ClientId: harness.clientId, RefreshToken: tokens.RefreshToken! }),
        ),
      ),
    ).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
    clock.advance(-(30 * 24 * 60 * 60 + 1));
  });

  it('RevokeToken ends that sign-in: its refresh token and its access tokens', async () => {
    const kept = await signIn('viewer@demo.test');
    const revoked = await signIn('viewer@demo.test');
    await harness.cognito.send(new RevokeTokenCommand({ ClientId: harness.clientId, Token: revoked.RefreshToken! }));
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new GetTokensFromRefreshTokenCommand({ ClientId: harness.clientId, RefreshToken: revoked.RefreshToken! }),
        ),
      ),
    ).toMatchObject({
      message: 'Refresh Token has been revoked',
    });
    expect((await apiSession(revoked.AccessToken!)).status).toBe(401);
    expect(
      await cognitoFailure(harness.cognito.send(new GetUserCommand({ AccessToken: revoked.AccessToken }))),
    ).toMatchObject({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    expect((await apiSession(kept.AccessToken!)).status).toBe(200);
  });

  it('GlobalSignOut ends every sign-in of the user', async () => {
    const first = await signIn('staff@demo.test');
    const second = await signIn('staff@demo.test');
    await harness.cognito.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken }));
    for (const tokens of [first, second]) {
      expect((await apiSession(tokens.AccessToken!)).status).toBe(401);
      expect(
        await cognitoFailure(
          harness.cognito.send(
            new GetTokensFromRefreshTokenCommand({ ClientId: harness.clientId, RefreshToken: tokens.RefreshToken! }),
          ),
        ),
      ).toMatchObject({
        message: 'Refresh Token has been revoked',
      });
    }
  });

  it('ChangePassword needs the old password and a new one within the policy', async () => {
    const tokens = await signIn('nocontact@demo.test');
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      harness.cognito.send(
        new ChangePasswordCommand({ AccessToken: tokens.AccessToken, PreviousPassword, ProposedPassword }),
      );
    expect(await cognitoFailure(change('Wrong-Passw0rd!', 'Changed-Passw0rd!'))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(await cognitoFailure(change(TEST_DEMO_PASSWORD, 'changed-passw0rd!'))).toMatchObject({
      name: 'InvalidPasswordException',
    });
    // Within the policy, but a common password with digits and a symbol added (NIST SP 800-63B 5.1.1.2).
    expect(await cognitoFailure(change(TEST_DEMO_PASSWORD, 'Password123!'))).toEqual({
      name: 'InvalidPasswordException',
      message: `Password did not conform with policy: ${COMMON_PASSWORD_PROBLEM}`,
      status: 400,
    });
    expect(await cognitoFailure(change(TEST_DEMO_PASSWORD, 'Nocontact-Passw0rd!'))).toMatchObject({
      name: 'InvalidPasswordException',
      message: `Password did not conform with policy: ${PERSONAL_PASSWORD_PROBLEM}`,
    });
    await change(TEST_DEMO_PASSWORD, 'Changed-Passw0rd!');
    expect(await signIn('nocontact@demo.test', 'Changed-Passw0rd!')).toBeDefined();
  });

  it('the API names the caller behind a token', async () => {
    const tokens = await signIn('staff@demo.test');
    const response = await apiSession(tokens.AccessToken!);
    expect(await response.json()).toMatchObject({ username: 'staff@demo.test', isAdmin: true });
  });
});
