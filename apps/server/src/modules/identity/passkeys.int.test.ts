import {
  CompleteWebAuthnRegistrationCommand,
  DeleteWebAuthnCredentialCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ListWebAuthnCredentialsCommand,
  RespondToAuthChallengeCommand,
  StartWebAuthnRegistrationCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { cognitoFailure, useIdentityHarness } from '../../test/identity-harness';
import { DEMO_USER, TEST_DEMO_PASSWORD } from '../../test/demo';
import { softwarePasskey } from '../../test/software-passkey';
import { manualClock } from '../../test/test-app';
import { DEMO_AUTHENTICATOR_SECRET } from '../../demo/demo-data';
import { codeAt } from './domain/authenticator-app';

const clock = manualClock(new Date('2026-11-28T10:00:05Z'));
const harness = useIdentityHarness({ clock });
const origin = () => harness.config.portalOrigins[0]!;
const userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

async function accessTokenOf(username: string) {
  return (await harness.passwordSignIn(username, TEST_DEMO_PASSWORD)).AuthenticationResult!.AccessToken!;
}

/** What Amplify's associateWebAuthnCredential does: start, let the authenticator make the passkey, complete. */
async function addPasskey(accessToken: string, passkey = softwarePasskey(origin())) {
  const { CredentialCreationOptions } = await harness.cognito.send(
    new StartWebAuthnRegistrationCommand({ AccessToken: accessToken }),
  );
  const options = CredentialCreationOptions as unknown as PublicKeyCredentialCreationOptionsJSON;
  await harness.cognito.send(
    new CompleteWebAuthnRegistrationCommand({
      AccessToken: accessToken,
      Credential: passkey.register(options) as never,
    }),
  );
  return { passkey, options };
}

/** What Amplify's signIn with USER_AUTH and WEB_AUTHN sends: the challenge, then the passkey's answer. */
async function startPasskeySignIn(username: string) {
  const challenge = await harness.cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_AUTH',
      ClientId: harness.clientId,
      AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    }),
  );
  expect(challenge.ChallengeName).toBe('WEB_AUTHN');
  const options = JSON.parse(
    challenge.ChallengeParameters!.CREDENTIAL_REQUEST_OPTIONS!,
  ) as PublicKeyCredentialRequestOptionsJSON;
  return { session: challenge.Session!, options };
}

const answer = (username: string, session: string, credential: unknown) =>
  harness.cognito.send(
    new RespondToAuthChallengeCommand({
      ChallengeName: 'WEB_AUTHN',
      ClientId: harness.clientId,
      Session: session,
      ChallengeResponses: { USERNAME: username, CREDENTIAL: JSON.stringify(credential) },
    }),
  );

describe('passkeys (WebAuthn) on the user-pool wire', () => {
  it('adds a passkey, lists it, signs in with it alone, and refuses a replayed answer', async () => {
    const username = DEMO_USER.billing;
    const token = await accessTokenOf(username);
    const { passkey, options } = await addPasskey(token);
    expect(options).toMatchObject({ rp: { id: new URL(harness.config.publicUrl).hostname }, attestation: 'none' });

    const { Credentials } = await harness.cognito.send(new ListWebAuthnCredentialsCommand({ AccessToken: token }));
    expect(Credentials).toEqual([
      expect.objectContaining({
        CredentialId: passkey.id,
        RelyingPartyId: new URL(harness.config.publicUrl).hostname,
        AuthenticatorAttachment: 'platform',
        AuthenticatorTransports: ['internal'],
      }),
    ]);
    expect(Credentials![0]!.CreatedAt).toEqual(clock.now());

    const { session, options: request } = await startPasskeySignIn(username);
    expect(request.allowCredentials).toEqual([{ id: passkey.id, type: 'public-key', transports: ['internal'] }]);
    const signed = passkey.answer(request);
    const done = await answer(username, session, signed);
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    // The same answer again, in the same session or a new one: refused.
    expect(await cognitoFailure(answer(username, session, signed))).toMatchObject({ name: 'NotAuthorizedException' });
    const next = await startPasskeySignIn(username);
    expect(await cognitoFailure(answer(username, next.session, signed))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'The passkey could not be verified.',
    });
    // A fresh answer to the new challenge works.
    expect((await answer(username, next.session, passkey.answer(next.options))).AuthenticationResult).toBeDefined();
  });

  it('counts as two-step on its own: a person with the authenticator app on is not asked for its code', async () => {
    const username = 'twostep@demo.test';
    const challenge = await harness.passwordSignIn(username, TEST_DEMO_PASSWORD);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const signedIn = await harness.cognito.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ClientId: harness.clientId,
        Session: challenge.Session!,
        ChallengeResponses: {
          USERNAME: username,
          SOFTWARE_TOKEN_MFA_CODE: codeAt(DEMO_AUTHENTICATOR_SECRET, clock.now()),
        },
      }),
    );
    const { passkey } = await addPasskey(signedIn.AuthenticationResult!.AccessToken!);
    const { session, options } = await startPasskeySignIn(username);
    const done = await answer(username, session, passkey.answer(options));
    expect(done.ChallengeName).toBeUndefined();
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('refuses a passkey made for another page or site, another person’s passkey, and a stranger alike', async () => {
    const token = await accessTokenOf(DEMO_USER.manager);
    // Made on a page the portal does not serve.
    const start = async () =>
      (await harness.cognito.send(new StartWebAuthnRegistrationCommand({ AccessToken: token })))
        .CredentialCreationOptions as unknown as PublicKeyCredentialCreationOptionsJSON;
    const elsewhere = softwarePasskey('https://portal.example.evil');
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new CompleteWebAuthnRegistrationCommand({
            AccessToken: token,
            Credential: elsewhere.register(await start()) as never,
          }),
        ),
      ),
    ).toMatchObject({ name: 'WebAuthnOriginNotAllowedException' });
    // Made for another site's relying party.
    const options = await start();
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new CompleteWebAuthnRegistrationCommand({
            AccessToken: token,
            Credential: softwarePasskey(origin()).register({
              ...options,
              rp: { ...options.rp, id: 'evil.test' },
            }) as never,
          }),
        ),
      ),
    ).toMatchObject({ name: 'WebAuthnRelyingPartyMismatchException' });
    // The challenge is spent by an answer, good or bad: completing again without a new start is refused.
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new CompleteWebAuthnRegistrationCommand({
            AccessToken: token,
            Credential: softwarePasskey(origin()).register(options) as never,
          }),
        ),
      ),
    ).toMatchObject({ name: 'WebAuthnChallengeNotFoundException' });

    // The manager's passkey cannot sign the viewer in.
    const { passkey } = await addPasskey(token);
    const viewer = await startPasskeySignIn(DEMO_USER.viewer);
    // One made-up credential, the same each time for the same email, never the manager's.
    expect(viewer.options.allowCredentials).toHaveLength(1);
    expect(viewer.options.allowCredentials![0]!.id).not.toBe(passkey.id);
    expect((await startPasskeySignIn(DEMO_USER.viewer)).options.allowCredentials).toEqual(
      viewer.options.allowCredentials,
    );
    expect(
      await cognitoFailure(answer(DEMO_USER.viewer, viewer.session, passkey.answer(viewer.options))),
    ).toMatchObject({ name: 'NotAuthorizedException' });
    // A stranger gets a challenge of the same shape, which nothing answers.
    const stranger = await startPasskeySignIn('nobody@nowhere.test');
    expect(Object.keys(stranger.options).sort()).toEqual(Object.keys(viewer.options).sort());
    expect(stranger.options.allowCredentials).toHaveLength(1);
    expect(
      await cognitoFailure(answer('nobody@nowhere.test', stranger.session, passkey.answer(stranger.options))),
    ).toMatchObject({ name: 'NotAuthorizedException' });
    // Not JSON, or not a passkey's answer: a clear parameter error, and the session stays for a good answer.
    const mine = await startPasskeySignIn(DEMO_USER.manager);
    const broken = await harness.cognito
      .send(
        new RespondToAuthChallengeCommand({
          ChallengeName: 'WEB_AUTHN',
          ClientId: harness.clientId,
          Session: mine.session,
          ChallengeResponses: { USERNAME: DEMO_USER.manager, CREDENTIAL: '{not json' },
        }),
      )
      .catch((error: Error) => error);
    expect(broken).toMatchObject({ name: 'InvalidParameterException', message: 'CREDENTIAL is not a JSON document.' });
    expect(await cognitoFailure(answer(DEMO_USER.manager, mine.session, { id: 'x' }))).toMatchObject({
      name: 'InvalidParameterException',
    });
    expect(
      (await answer(DEMO_USER.manager, mine.session, passkey.answer(mine.options))).AuthenticationResult,
    ).toBeDefined();
  });

  it('names a passkey for the device it was added from; a person removes their own, never another’s', async () => {
    const sign = await harness.passwordSignIn(DEMO_USER.viewer, TEST_DEMO_PASSWORD);
    const token = sign.AuthenticationResult!.AccessToken!;
    const response = await fetch(`${harness.baseUrl}/cognito-idp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.StartWebAuthnRegistration',
        'user-agent': userAgent,
      },
      body: JSON.stringify({ AccessToken: token }),
    });
    const { CredentialCreationOptions } = (await response.json()) as {
      CredentialCreationOptions: PublicKeyCredentialCreationOptionsJSON;
    };
    const passkey = softwarePasskey(origin());
    const completed = await fetch(`${harness.baseUrl}/cognito-idp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.CompleteWebAuthnRegistration',
        'user-agent': userAgent,
      },
      body: JSON.stringify({ AccessToken: token, Credential: passkey.register(CredentialCreationOptions) }),
    });
    expect(completed.status).toBe(200);
    const listed = await harness.cognito.send(new ListWebAuthnCredentialsCommand({ AccessToken: token }));
    expect(listed.Credentials![0]!.FriendlyCredentialName).toBe('Safari on macOS');

    const other = await accessTokenOf(DEMO_USER.owner);
    expect(
      await cognitoFailure(
        harness.cognito.send(new DeleteWebAuthnCredentialCommand({ AccessToken: other, CredentialId: passkey.id })),
      ),
    ).toMatchObject({ name: 'ResourceNotFoundException' });
    await harness.cognito.send(new DeleteWebAuthnCredentialCommand({ AccessToken: token, CredentialId: passkey.id }));
    expect(
      (await harness.cognito.send(new ListWebAuthnCredentialsCommand({ AccessToken: token }))).Credentials,
    ).toEqual([]);
    // Removed, it signs in no more.
    const { session, options } = await startPasskeySignIn(DEMO_USER.viewer);
    expect(await cognitoFailure(answer(DEMO_USER.viewer, session, passkey.answer(options)))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await harness.cognito.send(new GetUserCommand({ AccessToken: token }))).Username).toBe(DEMO_USER.viewer);
  });

  it('signs in once when two answers to one challenge arrive at the same moment', async () => {
    const token = await accessTokenOf(DEMO_USER.manager);
    const { passkey } = await addPasskey(token);
    const { session, options } = await startPasskeySignIn(DEMO_USER.manager);
    const results = await Promise.allSettled([
      answer(DEMO_USER.manager, session, passkey.answer(options)),
      answer(DEMO_USER.manager, session, passkey.answer(options)),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { name: 'NotAuthorizedException' },
    });
  });

  it('refuses a credential whose id is not the one its data names, or too long to be named again', async () => {
    const token = await accessTokenOf(DEMO_USER.viewer);
    // Another id than the signed data's (also one far too long inside it): refused after the check.
    for (const passkey of [
      softwarePasskey(origin(), { reportedId: 'c2hvcnQ' }),
      softwarePasskey(origin(), { idBytes: 20_000, reportedId: 'c2hvcnQ' }),
    ])
      expect(await cognitoFailure(addPasskey(token, passkey))).toMatchObject({
        name: 'WebAuthnCredentialNotSupportedException',
        message: expect.stringContaining('the credential id does not match its data'),
      });
    // Named as it is, but too long to be named again: refused at the door.
    expect(await cognitoFailure(addPasskey(token, softwarePasskey(origin(), { idBytes: 800 })))).toMatchObject({
      name: 'InvalidParameterException',
    });
    expect(
      (await harness.cognito.send(new ListWebAuthnCredentialsCommand({ AccessToken: token }))).Credentials,
    ).toEqual([]);
  });

  it('refuses the same passkey added a second time', async () => {
    const token = await accessTokenOf(DEMO_USER.billing);
    const held = async () =>
      (await harness.cognito.send(new ListWebAuthnCredentialsCommand({ AccessToken: token }))).Credentials!.length;
    const before = await held();
    const passkey = softwarePasskey(origin());
    const start = async () =>
      (await harness.cognito.send(new StartWebAuthnRegistrationCommand({ AccessToken: token })))
        .CredentialCreationOptions as unknown as PublicKeyCredentialCreationOptionsJSON;
    await addPasskey(token, passkey);
    // Added again (a second device offering the same credential): refused, not doubled.
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new CompleteWebAuthnRegistrationCommand({
            AccessToken: token,
            Credential: passkey.register(await start()) as never,
          }),
        ),
      ),
    ).toMatchObject({ name: 'WebAuthnCredentialNotSupportedException', message: 'This passkey is already added.' });
    expect(await held()).toBe(before + 1);
  });
});
