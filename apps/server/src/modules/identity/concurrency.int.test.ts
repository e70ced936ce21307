import { describe, expect, it } from 'vitest';
import { useIdentityHarness } from '../../test/identity-harness';
import { TEST_DEMO_PASSWORD } from '../../test/demo';

const harness = useIdentityHarness();

describe('concurrent requests', () => {
  it('signs in many users at once, each with their own tokens', async () => {
    const users = ['owner', 'manager', 'billing', 'viewer', 'staff', 'nocontact'].map((name) => `${name}@demo.test`);
    const attempts = Array.from({ length: 24 }, (_, index) => users[index % users.length]!);
    const answers = await Promise.all(
      attempts.map(async (username) => {
        const response = await fetch(`${harness.baseUrl}/cognito-idp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          body: JSON.stringify({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: harness.clientId,
            AuthParameters: { USERNAME: username, PASSWORD: TEST_DEMO_PASSWORD },
          }),
        });
        const body = (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
        return { username, status: response.status, token: body.AuthenticationResult?.AccessToken };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(attempts.map(() => 200));
    const sessions = await Promise.all(
      answers.map(async (answer) => {
        const response = await fetch(`${harness.baseUrl}/api/session`, {
          headers: { authorization: `Bearer ${answer.token}` },
        });
        return ((await response.json()) as { username: string }).username;
      }),
    );
    expect(sessions).toEqual(attempts);
  });
});
