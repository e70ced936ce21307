import { describe, expect, it } from 'vitest';
import { useIdentityHarness } from '../../test/identity-harness';

const harness = useIdentityHarness({ env: { IDENTITY_RATE_LIMIT_PER_IP: '1000', IDENTITY_RATE_LIMIT_PER_USER: '3' } });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire answers are checked field by field
const json = async (response: Response): Promise<any> => response.json();

const call = (operation: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${harness.baseUrl}/cognito-idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the Cognito wire', () => {
  it('answers errors as Cognito does: 400, x-amzn-errortype, and {__type, message}', async () => {
    const response = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: harness.clientId,
      AuthParameters: { USERNAME: 'x@y.z', PASSWORD: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toMatch(/^NotAuthorizedException/);
    expect(await json(response)).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('never answers 5xx for an unknown operation or a malformed body', async () => {
    const unknown = await call('DeleteUserPool', { UserPoolId: 'x' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).__type).toBe('UnknownOperationException');
    const malformed = await call('InitiateAuth', '{"AuthFlow": ');
    expect(malformed.status).toBe(400);
    const missing = await call('InitiateAuth', { ClientId: harness.clientId });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({
      __type: 'InvalidParameterException',
      message: expect.stringContaining('AuthFlow'),
    });
  });

  it('refuses an unknown app client', async () => {
    const response = await call('ForgotPassword', { ClientId: 'someone-else', Username: 'owner@demo.test' });
    expect(await json(response)).toEqual({
      __type: 'ResourceNotFoundException',
      message: 'User pool client someone-else does not exist.',
    });
  });

  it('limits requests per user, and does not count automatic retries of the same invocation', async () => {
    const attempt = (invocation: string, retry = 1) =>
      call(
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: harness.clientId,
          AuthParameters: { USERNAME: 'limited@example.com', PASSWORD: 'x' },
        },
        { 'amz-sdk-invocation-id': invocation, 'amz-sdk-request': `attempt=${retry}; max=3` },
      );
    for (const invocation of ['a', 'b'])
      expect((await json(await attempt(invocation))).__type).toBe('NotAuthorizedException');
    // The SDK retrying invocation "b" twice more is still one user action.
    for (const retry of [2, 3]) expect((await json(await attempt('b', retry))).__type).toBe('NotAuthorizedException');
    expect((await json(await attempt('c'))).__type).toBe('NotAuthorizedException');
    const limited = await attempt('d');
    expect(limited.status).toBe(400);
    expect(await json(limited)).toEqual({
      __type: 'TooManyRequestsException',
      message: 'Too many requests, please try after some time.',
    });
    // Its retries are refused too, without using up more of the budget.
    expect((await json(await attempt('d', 2))).__type).toBe('TooManyRequestsException');
  });

  it('publishes the JWKS at the issuer and at the short path', async () => {
    const short = await json(await fetch(`${harness.baseUrl}/cognito-idp/.well-known/jwks.json`));
    const underIssuer = await json(
      await fetch(`${harness.baseUrl}/cognito-idp/${harness.config.IDENTITY_USER_POOL_ID}/.well-known/jwks.json`),
    );
    expect(short).toEqual(underIssuer);
    expect(short.keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
      n: expect.any(String),
      e: 'AQAB',
    });
    expect(short.keys[0].d).toBeUndefined();
  });
});

describe('the dev mailbox', () => {
  it('lists messages for a recipient, newest first, with to, channel, subject, text, files and createdAt', async () => {
    await call('ForgotPassword', { ClientId: harness.clientId, Username: 'owner@demo.test' });
    const code = await harness.latestCode('owner@demo.test');
    const messages = await json(await fetch(`${harness.baseUrl}/dev/outbox/messages?to=OWNER@demo.test`));
    expect(messages[0]).toEqual({
      to: 'owner@demo.test',
      channel: 'email',
      subject: 'Your password reset code',
      text: expect.stringContaining(code),
      attachments: [],
      createdAt: expect.any(String),
    });
    const page = await fetch(`${harness.baseUrl}/dev/mailbox?to=owner@demo.test`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(code);
  });
});
