import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/**
 * The first group of `pattern` in the newest mail the dev mailbox holds for an email or phone (sent after `since`),
 * once one has come. Other mail reaches the same person meanwhile (new-lead notifications), so it is the newest
 * mail that matches, not the newest mail.
 */
export async function newestInMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  since = new Date(0),
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`/dev/outbox/messages?to=${encodeURIComponent(to)}`)).json()) as {
          text: string;
          createdAt: string;
        }[];
        found = messages
          .filter((message) => new Date(message.createdAt) >= since)
          .map((message) => pattern.exec(message.text)?.[1])
          .find(Boolean);
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
}

/** The newest 6-digit code the dev mailbox holds for an email or phone, sent after `since`. */
export const latestCode = (request: APIRequestContext, to: string, since: Date) =>
  newestInMail(request, to, /^(\d{6}) is your Advertiser Portal/, since);

/**
 * A demo user's access token straight from the identity service (InitiateAuth, as the login screen sends
 * it), for journeys that set up their own data through the API. Not cached: a journey that signs a user
 * out revokes every token that user holds.
 */
export async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/cognito-idp', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'advertiser-portal-web',
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const token = ((await response.json()) as { AuthenticationResult?: { AccessToken?: string } }).AuthenticationResult
    ?.AccessToken;
  if (!token) throw new Error(`could not sign ${email} in`);
  return token;
}

/** Fills and submits the login form. */
export async function signInWithPassword(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * A first sign-in with a mailed temporary password: the login form, /new-password with a password of their own, and
 * on to /.
 */
export async function firstSignInWithTemporaryPassword(
  page: Page,
  email: string,
  temporaryPassword: string,
  newPassword: string,
): Promise<void> {
  await page.goto('/login');
  await signInWithPassword(page, email, temporaryPassword);
  await expect(page).toHaveURL('/new-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Create Password and Login' }).click();
  await expect(page).toHaveURL('/');
}

/**
 * The toast area's message with this text. The newest when there are two: an error toast replaces the one
 * before it (lib/notify.ts), and for a moment both are on screen, the old one leaving.
 */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).last();

/** The access token Amplify keeps for the signed-in user. */
export async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.accessToken'),
    );
    return key ? localStorage.getItem(key) : null;
  });
}

/** The navigation a person uses at this size: the top bar on a desktop, the burger's menu on a phone. */
export async function openNavigation(page: Page) {
  // The header is drawn before deciding which navigation this size has (isVisible does not wait).
  await page.getByRole('button', { name: /user menu/i }).waitFor();
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) {
    await burger.click();
    return page.getByRole('navigation', { name: 'Main navigation', exact: true });
  }
  return page.getByRole('navigation', { name: 'Main', exact: true });
}
