import { AdminCreateUserCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { cognitoFailure, useIdentityHarness } from '../../test/identity-harness';
import { manualClock } from '../../test/test-app';
import { updateUser, findUserByUsername } from './domain/users';
import { DEMO_TEMPORARY_PASSWORD, TEST_DEMO_PASSWORD } from '../../test/demo';

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
const harness = useIdentityHarness({ clock });

describe('USER_PASSWORD_AUTH', () => {
  it('signs a confirmed user in with tokens whose claims verify against the JWKS', async () => {
    const result = await harness.passwordSignIn('Owner@Demo.Test', TEST_DEMO_PASSWORD);
    const tokens = result.AuthenticationResult!;
    expect(tokens.TokenType).toBe('Bearer');
    expect(tokens.ExpiresIn).toBe(3600);
    expect(tokens.RefreshToken).toBeTruthy();

    const jwks = createRemoteJWKSet(
      new URL(
        `${harness.config.identityIssuer}/.well-known/jwks.json`.replace(harness.config.publicUrl, harness.baseUrl),
      ),
    );
    const access = await jwtVerify(tokens.AccessToken!, jwks, {
      issuer: harness.config.identityIssuer,
      algorithms: ['RS256'],
      currentDate: clock.now(),
    });
    expect(access.protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(access.payload).toMatchObject({
      token_use: 'access',
      client_id: harness.clientId,
      username: 'owner@demo.test',
      scope: 'aws.cognito.signin.user.admin',
      'cognito:groups': [],
    });
    expect(access.payload.aud).toBeUndefined();
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);
    for (const claim of ['sub', 'auth_time', 'jti', 'origin_jti']) expect(access.payload[claim], claim).toBeDefined();

    const id = await jwtVerify(tokens.IdToken!, jwks, {
      issuer: harness.config.identityIssuer,
      audience: harness.clientId,
      currentDate: clock.now(),
    });
    expect(id.payload).toMatchObject({
      token_use: 'id',
      'cognito:username': 'owner@demo.test',
      email: 'owner@demo.test',
      email_verified: true,
      name: 'Olivia Owens',
      'custom:internal': 'N',
      sub: access.payload.sub,
      origin_jti: access.payload.origin_jti,
    });
  });

  it('puts employees in the admins group and marks them internal', async () => {
    const tokens = (await harness.passwordSignIn('staff@demo.test', TEST_DEMO_PASSWORD)).AuthenticationResult!;
    const [, payload] = tokens.IdToken!.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      'custom:internal': 'Y',
      'cognito:groups': ['admins'],
    });
  });

  it('says the same for a wrong password and an unknown user', async () => {
    expect(await cognitoFailure(harness.passwordSignIn('viewer@demo.test', 'Wrong-Passw0rd!'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
    expect(await cognitoFailure(harness.passwordSignIn('nobody@demo.test', 'Wrong-Passw0rd!'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
  });

  it('refuses an unconfirmed user with the right password', async () => {
    expect(await cognitoFailure(harness.passwordSignIn('pending@demo.test', TEST_DEMO_PASSWORD))).toMatchObject({
      name: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
  });

  it('refuses a disabled user', async () => {
    const user = await findUserByUsername(harness.database.db, 'billing@demo.test');
    await updateUser(harness.database.db, user!.id, { enabled: false });
    expect(await cognitoFailure(harness.passwordSignIn('billing@demo.test', TEST_DEMO_PASSWORD))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await updateUser(harness.database.db, user!.id, { enabled: true });
  });

  it('locks out after 5 wrong passwords for 1 s, doubling to 15 minutes', async () => {
    const user = 'manager@demo.test';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await cognitoFailure(harness.passwordSignIn(user, 'Wrong-Passw0rd!'))).message).toBe(
        'Incorrect username or password.',
      );
    }
    // Locked for 1 s: even the right password is refused.
    expect((await cognitoFailure(harness.passwordSignIn(user, TEST_DEMO_PASSWORD))).message).toBe(
      'Password attempts exceeded',
    );
    clock.advance(1);
    expect((await cognitoFailure(harness.passwordSignIn(user, 'Wrong-Passw0rd!'))).message).toBe(
      'Incorrect username or password.',
    );
    // The sixth failure locks for 2 s.
    clock.advance(1.5);
    expect((await cognitoFailure(harness.passwordSignIn(user, TEST_DEMO_PASSWORD))).message).toBe(
      'Password attempts exceeded',
    );
    clock.advance(0.5);
    for (let failure = 7; failure <= 20; failure += 1) {
      clock.advance(15 * 60);
      await cognitoFailure(harness.passwordSignIn(user, 'Wrong-Passw0rd!'));
    }
    const locked = await findUserByUsername(harness.database.db, user);
    expect((locked!.lockedUntil!.getTime() - clock.now().getTime()) / 1000).toBe(15 * 60);
    clock.advance(15 * 60);
    expect((await harness.passwordSignIn(user, TEST_DEMO_PASSWORD)).AuthenticationResult).toBeDefined();
    expect((await findUserByUsername(harness.database.db, user))!.failedPasswordAttempts).toBe(0);
  });
});

describe('NEW_PASSWORD_REQUIRED', () => {
  it('makes a user with a temporary password choose one, within the policy, on a single-use session', async () => {
    const challenge = await harness.passwordSignIn('newhire@demo.test', DEMO_TEMPORARY_PASSWORD);
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(JSON.parse(challenge.ChallengeParameters!.userAttributes!)).toMatchObject({ email: 'newhire@demo.test' });
    const respond = (session: string, password: string) =>
      harness.cognito.send(
        new RespondToAuthChallengeCommand({
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          ClientId: harness.clientId,
          Session: session,
          ChallengeResponses: { USERNAME: 'newhire@demo.test', NEW_PASSWORD: password },
        }),
      );
    expect(await cognitoFailure(respond(challenge.Session!, 'alllowercase1!'))).toEqual({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
      status: 400,
    });
    const done = await respond(challenge.Session!, 'Chosen-Passw0rd!');
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(await cognitoFailure(respond(challenge.Session!, 'Chosen-Passw0rd!'))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session can only be used once.',
    });
    expect((await harness.passwordSignIn('newhire@demo.test', 'Chosen-Passw0rd!')).AuthenticationResult).toBeDefined();
  });

  it('expires a challenge session after 3 minutes', async () => {
    await resetToTemporary('newhire@demo.test');
    const challenge = await harness.passwordSignIn('newhire@demo.test', DEMO_TEMPORARY_PASSWORD);
    clock.advance(181);
    const failure = await cognitoFailure(
      harness.cognito.send(
        new RespondToAuthChallengeCommand({
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          ClientId: harness.clientId,
          Session: challenge.Session!,
          ChallengeResponses: { USERNAME: 'newhire@demo.test', NEW_PASSWORD: 'Chosen-Passw0rd!' },
        }),
      ),
    );
    expect(failure).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('refuses a temporary password older than 7 days', async () => {
    await resetToTemporary('newhire@demo.test');
    clock.advance(7 * 24 * 60 * 60 + 1);
    expect(await cognitoFailure(harness.passwordSignIn('newhire@demo.test', DEMO_TEMPORARY_PASSWORD))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Temporary password has expired and must be reset by an administrator.',
    });
  });

  it('answers operations it does not speak with a 400 in Cognito shape', async () => {
    const failure = await cognitoFailure(
      harness.cognito.send(
        new AdminCreateUserCommand({ UserPoolId: harness.config.IDENTITY_USER_POOL_ID, Username: 'x@y.z' }),
      ),
    );
    expect(failure).toMatchObject({ name: 'UnknownOperationException', status: 400 });
  });
});

async function resetToTemporary(username: string) {
  const { hashPassword } = await import('./domain/passwords');
  const user = await findUserByUsername(harness.database.db, username);
  await updateUser(harness.database.db, user!.id, {
    status: 'FORCE_CHANGE_PASSWORD',
    passwordHash: await hashPassword(DEMO_TEMPORARY_PASSWORD),
    temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 7 * 24 * 60 * 60 * 1000),
  });
}
