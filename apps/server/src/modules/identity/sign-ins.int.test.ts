import { describe, expect, it } from 'vitest';
import { endOtherSignIns } from '@portal/shared/contracts/profile/end-other-sign-ins';
import { endSignIn } from '@portal/shared/contracts/profile/end-sign-in';
import { listSignIns } from '@portal/shared/contracts/profile/list-sign-ins';
import { contractPath } from '@portal/shared/api/contract';
import { DEMO_USER, TEST_DEMO_PASSWORD } from '../../test/demo';
import { passwordSignIn } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', IDENTITY_RATE_LIMIT_PER_USER: '100000' } });

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

interface Tokens {
  AccessToken: string;
  RefreshToken: string;
}

/** A password sign-in from a browser, as Amplify sends it: the tokens. */
async function signInFrom(userAgent: string, username: string = DEMO_USER.billing): Promise<Tokens> {
  const response = await passwordSignIn(testApp.app, testApp.config.IDENTITY_CLIENT_ID, username, TEST_DEMO_PASSWORD, {
    'user-agent': userAgent,
  });
  const tokens = response.json<{ AuthenticationResult?: Tokens }>().AuthenticationResult;
  if (!tokens) throw new Error(`no tokens: ${response.body}`);
  return tokens;
}

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(method !== 'GET' && { payload: '{}' }),
  });

type Listed = {
  items: { id: string; device: string; ipAddress: string | null; current: boolean; lastUsedAt: string }[];
};
const listAs = async (token: string) => (await call(token, 'GET', contractPath(listSignIns))).json<Listed>();
const works = async (token: string) => (await call(token, 'GET', 'session')).statusCode === 200;

async function newSignInMails(to: string): Promise<string[]> {
  const messages = (
    await testApp.app.inject({ method: 'GET', url: `/dev/outbox/messages?to=${encodeURIComponent(to)}` })
  ).json<{ subject?: string }[]>();
  return messages.map((message) => message.subject ?? '').filter((subject) => subject.startsWith('New sign-in'));
}

describe('your sign-ins', () => {
  it('lists each device by name and address, marks this one, and mails a sign-in from a device not seen before', async () => {
    const mac = await signInFrom(MAC_CHROME);
    const phone = await signInFrom(IPHONE_SAFARI);
    await signInFrom(MAC_CHROME);
    const listed = await listAs(mac.AccessToken);
    expect(listed.items.map((item) => item.device).sort()).toEqual([
      'Chrome on macOS',
      'Chrome on macOS',
      'Safari on iOS',
    ]);
    expect(listed.items.filter((item) => item.current)).toHaveLength(1);
    expect(listed.items.every((item) => item.ipAddress === '127.0.0.1')).toBe(true);
    expect((await listAs(phone.AccessToken)).items.find((item) => item.current)?.device).toBe('Safari on iOS');
    // The first sign-in ever is no news; the phone is; the Mac again is not.
    await expect
      .poll(() => newSignInMails(DEMO_USER.billing), { timeout: 10_000 })
      .toEqual(['New sign-in from Safari on iOS']);
  });

  it('ends one sign-in: its tokens stop working at once, the others go on, and nobody ends another person’s', async () => {
    const keep = await signInFrom(WINDOWS_EDGE, DEMO_USER.viewer);
    const end = await signInFrom(IPHONE_SAFARI, DEMO_USER.viewer);
    const endId = (await listAs(end.AccessToken)).items.find((item) => item.current)!.id;

    const stranger = await signInFrom(MAC_CHROME, DEMO_USER.manager);
    const refused = await call(stranger.AccessToken, 'DELETE', contractPath(endSignIn, { sessionId: endId }));
    expect(refused.statusCode).toBe(404);
    expect(await works(end.AccessToken)).toBe(true);

    const ended = await call(keep.AccessToken, 'DELETE', contractPath(endSignIn, { sessionId: endId }));
    expect(ended.statusCode).toBe(200);
    expect(ended.json<Listed>().items.map((item) => item.id)).not.toContain(endId);
    expect(await works(end.AccessToken)).toBe(false);
    expect(await works(keep.AccessToken)).toBe(true);
    const again = await call(keep.AccessToken, 'DELETE', contractPath(endSignIn, { sessionId: endId }));
    expect(again.statusCode).toBe(404);
    expect(
      (await call(keep.AccessToken, 'DELETE', contractPath(endSignIn, { sessionId: 'not-an-id' }))).statusCode,
    ).toBe(400);
  });

  it('signs out everywhere else: every other sign-in’s access and refresh tokens stop working, this one goes on', async () => {
    const here = await signInFrom(MAC_CHROME, DEMO_USER.owner);
    const others = [await signInFrom(IPHONE_SAFARI, DEMO_USER.owner), await signInFrom(WINDOWS_EDGE, DEMO_USER.owner)];
    const answer = await call(here.AccessToken, 'POST', contractPath(endOtherSignIns));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Listed>().items).toEqual([
      expect.objectContaining({ current: true, device: 'Chrome on macOS' }),
    ]);
    expect(await works(here.AccessToken)).toBe(true);
    for (const other of others) {
      expect(await works(other.AccessToken)).toBe(false);
      const refresh = await testApp.app.inject({
        method: 'POST',
        url: '/cognito-idp',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        payload: JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: testApp.config.IDENTITY_CLIENT_ID,
          AuthParameters: { REFRESH_TOKEN: other.RefreshToken },
        }),
      });
      expect(refresh.json()).toMatchObject({ __type: 'NotAuthorizedException' });
    }
  });
});
