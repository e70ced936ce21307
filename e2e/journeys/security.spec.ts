import { codeAt } from '../../apps/server/src/modules/identity/domain/authenticator-app';
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

test('a person turns on two-step sign-in with an authenticator app, signs in with its code, and once with a recovery code', async ({
  page,
  request,
}) => {
  const user = JOURNEY_USERS.twoStep.email;
  // The server's clock stands still, so the codes this journey computes are the server's codes.
  const now = async (command: object) =>
    new Date(((await (await request.post('/dev/clock', { data: command })).json()) as { now: string }).now);
  const setUpAt = await now({ freeze: true });
  try {
    await page.goto('/login');
    await signInWithPassword(page, user);
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(twoStep.getByText('Off', { exact: true })).toBeVisible();
    await twoStep.getByRole('button', { name: 'Set up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await expect(dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    await expectAccessible(page);
    const secret = (await dialog.locator('code').textContent())!.trim();
    await dialog.getByRole('textbox', { name: /6-digit code/ }).fill('000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByText('Code mismatch')).toBeVisible();
    await dialog.getByRole('textbox', { name: /6-digit code/ }).fill(codeAt(secret, setUpAt));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(toast(page, 'Two-step sign-in is on')).toBeVisible();
    // Then its recovery codes, shown this once.
    const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectAccessible(page);
    const recoveryCode = (await codes.first().textContent())!;
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect(twoStep.getByText('On', { exact: true })).toBeVisible();
    await expect(twoStep).toContainText('Recovery codes: 10 left');

    // The next sign-in, 30 s later (each code counts once): the password, then the app's code.
    const signInAt = await now({ advanceSeconds: 30 });
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // Signed out by choice: a bare /login, not one that returns the next person to this profile.
    await expect(page).toHaveURL('/login');
    await signInWithPassword(page, user);
    await expect(page).toHaveURL(/\/two-step/);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid code received for user');
    await page.getByRole('textbox', { name: 'Code' }).fill(codeAt(secret, signInAt));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(twoStep.getByText('On', { exact: true })).toBeVisible();

    // A phone lost: a recovery code, typed in capitals, stands in for the app's code once.
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
    await signInWithPassword(page, user);
    await expect(page).toHaveURL(/\/two-step/);
    await page.getByRole('textbox', { name: 'Code' }).fill(recoveryCode.toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(twoStep).toContainText('Recovery codes: 9 left');
  } finally {
    await now({ resume: true });
  }
});

const PHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
