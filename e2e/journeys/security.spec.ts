import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { JOURNEY_USERS } from '../support/journey-users';
import { PHONE } from '../support/layout';
import { signInWithPassword, toast } from '../support/portal';

const { email } = JOURNEY_USERS.devices;

test('a person sees where they are signed in, signs the other browser out, and that browser is sent to sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  // The other browser: a phone, signed in first.
  const phone = await browser.newContext({ baseURL, viewport: PHONE, userAgent: PHONE_SAFARI });
  try {
    const other = await phone.newPage();
    await other.goto('/login');
    await signInWithPassword(other, email);
    await expect(other).toHaveURL('/');

    await page.goto('/login');
    await signInWithPassword(page, email);
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    const signIns = page.getByRole('list', { name: 'Your sign-ins' }).getByRole('listitem');
    await expect(signIns).toHaveCount(2);
    await expect(signIns.filter({ hasText: 'This device' })).toContainText('Chrome on Linux');
    await expect(signIns.filter({ hasText: 'Safari on iOS' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
    await expect(toast(page, 'Safari on iOS is signed out.')).toBeVisible();
    await expect(signIns).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

    // The phone, left open, is told at once (its live stream ends with the sign-in) and asked to sign in again.
    await expect(other).toHaveURL(/\/login/, { timeout: 20_000 });
  } finally {
    await phone.close();
  }
});

const PHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
