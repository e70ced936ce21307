import {
  AssociateSoftwareTokenCommand,
  CompleteWebAuthnRegistrationCommand,
  DeleteWebAuthnCredentialCommand,
  SetUserMFAPreferenceCommand,
  StartWebAuthnRegistrationCommand,
  GetUserCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getSignInPolicy } from '@portal/shared/contracts/accounts/get-sign-in-policy';
import { inviteContact } from '@portal/shared/contracts/accounts/invite-contact';
import { updateSignInPolicy } from '@portal/shared/contracts/accounts/update-sign-in-policy';
import { DEMO_AUTHENTICATOR_SECRET } from '../../demo/demo-data';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS, DEMO_USER, TEST_DEMO_PASSWORD } from '../../test/demo';
import { cognitoFailure, useIdentityHarness } from '../../test/identity-harness';
import { manualClock } from '../../test/test-app';
import { softwarePasskey } from '../../test/software-passkey';
import { codeAt } from '../identity/domain/authenticator-app';
import { SIGN_IN_POLICY_MESSAGES } from './sign-in-policy-service';

const clock = manualClock(new Date('2026-11-28T10:00:05Z'));
const harness = useIdentityHarness({
  clock,
  env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' },
});
const api = testApiClient(harness);
const brightside = { accountId: DEMO_IDS.parentAccount };

/** The API as a person signed in just now (not the client's remembered tokens, which a sign-out ends). */
async function asFreshSignIn(accessToken: string, url: string) {
  return fetch(`${harness.baseUrl}${url}`, { headers: { authorization: `Bearer ${accessToken}` } });
}

async function twoStepPersonToken(): Promise<string> {
  clock.advance(30);
  const challenge = await harness.passwordSignIn('twostep@demo.test', TEST_DEMO_PASSWORD);
  const done = await harness.cognito.send(
    new RespondToAuthChallengeCommand({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: harness.clientId,
      Session: challenge.Session!,
      ChallengeResponses: {
        USERNAME: 'twostep@demo.test',
        SOFTWARE_TOKEN_MFA_CODE: codeAt(DEMO_AUTHENTICATOR_SECRET, clock.now()),
      },
    }),
  );
  return done.AuthenticationResult!.AccessToken!;
}

describe('an account that requires two-step sign-in', () => {
  it('is the owner’s choice: members read it, admins and viewers may not change it, nor an owner without two-step', async () => {
    const read = await api.as('viewer').call(getSignInPolicy, { params: brightside });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ requireTwoStep: false, membersWithoutTwoStep: expect.any(Number) });
    expect(read.body.membersWithoutTwoStep).toBeGreaterThan(0);
    for (const user of ['viewer', 'billing', 'manager'] as const) {
      const refused = await api
        .as(user)
        .call(updateSignInPolicy, { params: brightside, body: { requireTwoStep: true } });
      expect(refused.status).toBe(403);
    }
    const ownerWithout = await api
      .as('owner')
      .call(updateSignInPolicy, { params: brightside, body: { requireTwoStep: true } });
    expect(ownerWithout.status).toBe(422);
    expect(ownerWithout.error.message).toBe(SIGN_IN_POLICY_MESSAGES.ownTwoStepFirst);
    for (const body of [{ requireTwoStep: 'yes' }, { requireTwoStep: true, extra: 1 }, {}]) {
      const bad = await api.as('staff').call(updateSignInPolicy, { params: brightside, body: body as never });
      expect(bad.status).toBe(400);
    }
    expect((await api.as('viewer').call(getSignInPolicy, { params: brightside })).body.requireTwoStep).toBe(false);
  });

  it('turned on, signs out members without a second step; their next sign-in sets up the app first', async () => {
    const viewerBefore = (await harness.passwordSignIn(DEMO_USER.viewer, TEST_DEMO_PASSWORD)).AuthenticationResult!
      .AccessToken!;
    const twoStepBefore = await twoStepPersonToken();

    // The owner adds a passkey (a second step) before it is required.
    const ownerToken = (await harness.passwordSignIn(DEMO_USER.owner, TEST_DEMO_PASSWORD)).AuthenticationResult!
      .AccessToken!;
    const { CredentialCreationOptions } = await harness.cognito.send(
      new StartWebAuthnRegistrationCommand({ AccessToken: ownerToken }),
    );
    const passkey = softwarePasskey(harness.config.portalOrigins[0]!);
    await harness.cognito.send(
      new CompleteWebAuthnRegistrationCommand({
        AccessToken: ownerToken,
        Credential: passkey.register(CredentialCreationOptions as never) as never,
      }),
    );
    // Staff turn it on (an owner with two-step could too).
    const on = await api.as('staff').call(updateSignInPolicy, { params: brightside, body: { requireTwoStep: true } });
    expect(on.status).toBe(200);
    expect(on.body.requireTwoStep).toBe(true);
    const audit = await api.as('staff').call(getAccountAudit, { params: brightside, query: {} });
    expect(audit.body.items[0]).toMatchObject({ after: { requireTwoStep: true }, before: { requireTwoStep: false } });

    // The viewer (password alone) is signed out at once; the person with the app is not.
    const path = `/api/ad-portal/advprtl/accounts/${brightside.accountId}`;
    expect((await asFreshSignIn(viewerBefore, path)).status).toBe(401);
    expect((await asFreshSignIn(twoStepBefore, path)).status).toBe(200);

    // The viewer signs in: the app is set up before the sign-in goes on, as Amplify's MFA_SETUP flow does it.
    const challenge = await harness.passwordSignIn(DEMO_USER.viewer, TEST_DEMO_PASSWORD);
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.ChallengeName).toBe('MFA_SETUP');
    expect(JSON.parse(challenge.ChallengeParameters!.MFAS_CAN_SETUP!)).toEqual(['SOFTWARE_TOKEN_MFA']);
    // Not answered before the app's code is verified.
    const unverified = harness.cognito.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'MFA_SETUP',
        ClientId: harness.clientId,
        Session: challenge.Session!,
        ChallengeResponses: { USERNAME: DEMO_USER.viewer },
      }),
    );
    expect(await cognitoFailure(unverified)).toMatchObject({ name: 'InvalidParameterException' });

    const associated = await harness.cognito.send(new AssociateSoftwareTokenCommand({ Session: challenge.Session! }));
    expect(associated.SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(
      await cognitoFailure(
        harness.cognito.send(new VerifySoftwareTokenCommand({ Session: associated.Session!, UserCode: '000000' })),
      ),
    ).toMatchObject({ name: 'EnableSoftwareTokenMFAException' });
    const verified = await harness.cognito.send(
      new VerifySoftwareTokenCommand({
        Session: associated.Session!,
        UserCode: codeAt(associated.SecretCode!, clock.now()),
      }),
    );
    expect(verified.Status).toBe('SUCCESS');
    const done = await harness.cognito.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'MFA_SETUP',
        ClientId: harness.clientId,
        Session: verified.Session!,
        ChallengeResponses: { USERNAME: DEMO_USER.viewer },
      }),
    );
    const token = done.AuthenticationResult!.AccessToken!;
    expect((await asFreshSignIn(token, path)).status).toBe(200);
    expect((await harness.cognito.send(new GetUserCommand({ AccessToken: token }))).UserMFASettingList).toEqual([
      'SOFTWARE_TOKEN_MFA',
    ]);
    // From now on the app's code is asked for, as for anyone with it on.
    clock.advance(30);
    expect((await harness.passwordSignIn(DEMO_USER.viewer, TEST_DEMO_PASSWORD)).ChallengeName).toBe(
      'SOFTWARE_TOKEN_MFA',
    );
    // The members told, and the count of those without a second step went down by one.
    const after = await api.as('staff').call(getSignInPolicy, { params: brightside });
    expect(after.body.membersWithoutTwoStep).toBe(on.body.membersWithoutTwoStep - 1);
    await expect
      .poll(
        async () =>
          (
            (await (
              await fetch(`${harness.baseUrl}/dev/outbox/messages?to=${encodeURIComponent(DEMO_USER.billing)}`)
            ).json()) as { subject?: string }[]
          ).map((mail) => mail.subject),
        { timeout: 10_000 },
      )
      .toContain('Brightside Home Services now requires two-step sign-in');

    // While it is required, the viewer keeps a second step: the app cannot be turned off.
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new SetUserMFAPreferenceCommand({ AccessToken: token, SoftwareTokenMfaSettings: { Enabled: false } }),
        ),
      ),
    ).toMatchObject({
      name: 'InvalidParameterException',
      message: expect.stringMatching(/^An account you belong to requires two-step/),
    });
    // Someone with a passkey and no app, signing in with the password alone, is sent to the passkey: the
    // password alone does not get to add an app.
    expect(await cognitoFailure(harness.passwordSignIn(DEMO_USER.owner, TEST_DEMO_PASSWORD))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'An account you belong to requires two-step sign-in: sign in with your passkey.',
    });
    // Nor is their last passkey removed while it is required.
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new DeleteWebAuthnCredentialCommand({ AccessToken: ownerToken, CredentialId: passkey.id }),
        ),
      ),
    ).toMatchObject({ name: 'InvalidParameterException' });

    // Someone added while it is required loses the sign-in they had without a second step.
    const nocontact = (await harness.passwordSignIn(DEMO_USER.nocontact, TEST_DEMO_PASSWORD)).AuthenticationResult!
      .AccessToken!;
    const added = await api.as('staff').call(inviteContact, {
      params: brightside,
      body: { email: DEMO_USER.nocontact, name: 'Nora Nocontact', role: 'VIEWER' },
    });
    expect(added.status).toBe(201);
    expect((await asFreshSignIn(nocontact, path)).status).toBe(401);
    expect((await harness.passwordSignIn(DEMO_USER.nocontact, TEST_DEMO_PASSWORD)).ChallengeName).toBe('MFA_SETUP');

    // Staff turn it off again, and the password alone is enough.
    const off = await api.as('staff').call(updateSignInPolicy, { params: brightside, body: { requireTwoStep: false } });
    expect(off.body.requireTwoStep).toBe(false);
    expect((await harness.passwordSignIn(DEMO_USER.billing, TEST_DEMO_PASSWORD)).AuthenticationResult).toBeDefined();
  });
});
