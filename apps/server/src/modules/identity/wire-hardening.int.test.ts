import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { TEST_DEMO_PASSWORD } from '../../test/demo';

// Hostile input on the Cognito wire, signed out: each answers Cognito's InvalidParameterException or
// UnknownOperationException with HTTP 400, never an InternalErrorException.
const testApp = useTestApp({ env: { IDENTITY_RATE_LIMIT_PER_IP: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });

const call = async (target: string, body: object) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/cognito-idp',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<{ __type: string; message: string }>() };
};
const operation = (name: string, body: object) => call(`AWSCognitoIdentityProviderService.${name}`, body);

describe('operation names', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    '%s is an unknown operation',
    async (name) => {
      expect(await operation(name, {})).toMatchObject({ status: 400, body: { __type: 'UnknownOperationException' } });
    },
  );

  it('the service prefix is required, as Cognito requires it', async () => {
    expect(await call('GetUser', { AccessToken: 'x' })).toMatchObject({
      status: 400,
      body: { __type: 'UnknownOperationException' },
    });
  });
});

describe('strings', () => {
  const clientId = () => testApp.config.IDENTITY_CLIENT_ID;
  const withUsername = (Username: string) =>
    [
      [
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId(),
          AuthParameters: { USERNAME: Username, PASSWORD: TEST_DEMO_PASSWORD },
        },
      ],
      ['SignUp', { ClientId: clientId(), Username, Password: TEST_DEMO_PASSWORD }],
      ['ConfirmSignUp', { ClientId: clientId(), Username, ConfirmationCode: '123456' }],
      ['ForgotPassword', { ClientId: clientId(), Username }],
      [
        'ConfirmForgotPassword',
        { ClientId: clientId(), Username, ConfirmationCode: '123456', Password: TEST_DEMO_PASSWORD },
      ],
    ] as const;

  it.each(['owner@demo.test\u0000', 'owner\ud800@demo.test'])(
    'a NUL or lone surrogate in the username (%j) is an invalid parameter',
    async (username) => {
      for (const [name, body] of withUsername(username)) {
        const answer = await operation(name, body);
        expect(answer, name).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException' } });
      }
    },
  );

  it('passwords are capped at 256 characters, as Cognito caps them, and may not hold NUL', async () => {
    const long = `Aa1!${'x'.repeat(300_000)}`;
    const signIn = (PASSWORD: string) =>
      operation('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId(),
        AuthParameters: { USERNAME: 'owner@demo.test', PASSWORD },
      });
    expect(await signIn(long)).toMatchObject({
      status: 400,
      body: { __type: 'InvalidParameterException', message: expect.stringContaining('256') },
    });
    expect(await signIn(`${TEST_DEMO_PASSWORD}\u0000`)).toMatchObject({
      status: 400,
      body: { __type: 'InvalidParameterException' },
    });
    expect(
      await operation('SignUp', { ClientId: clientId(), Username: 'long@demo.test', Password: long }),
    ).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException' } });
    expect(
      await operation('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: 'owner@demo.test',
        ConfirmationCode: '123456',
        Password: long,
      }),
    ).toMatchObject({
      status: 400,
      body: { __type: 'InvalidParameterException' },
    });
    expect(
      await operation('ChangePassword', {
        AccessToken: 'x',
        PreviousPassword: long,
        ProposedPassword: TEST_DEMO_PASSWORD,
      }),
    ).toMatchObject({
      status: 400,
      body: { __type: 'InvalidParameterException' },
    });
  });

  it('RevokeToken with an empty token is an invalid parameter, not a success', async () => {
    expect(await operation('RevokeToken', { Token: '', ClientId: clientId() })).toMatchObject({
      status: 400,
      body: { __type: 'InvalidParameterException' },
    });
  });
});
