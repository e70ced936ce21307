import type { CDPSession, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { JOURNEY_USERS } from '../support/journey-users';
import { signInWithPassword, toast } from '../support/portal';

const { email } = JOURNEY_USERS.passkey;

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform authenticator that keeps discoverable
 * credentials and checks the person (as a fingerprint would) without a prompt, so the page's own
 * `navigator.credentials` calls, made by Amplify, run as on a laptop with Touch ID.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a person adds a passkey, signs in with it alone, and removes it', async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await page.goto('/login');
  await signInWithPassword(page, email);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page, /^Passkey added/)).toBeVisible();
  const listed = passkeys.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('Chrome on Linux');
  await expectAccessible(page);
  // The device holds it: one credential, for this portal.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');

  // Signed out, the email and the passkey sign in: no password, no code.
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
  const { credentials: used } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used[0]!.signCount).toBeGreaterThan(0);

  // Removed after a confirm, it no longer signs in.
  await page.goto('/profile');
  await passkeys.getByRole('button', { name: 'Remove the passkey Chrome on Linux' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the passkey "Chrome on Linux"?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(toast(page, 'The passkey "Chrome on Linux" was removed.')).toBeVisible();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.locator('form').getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
});

test('the passkey button asks for the email first', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login/);
});
