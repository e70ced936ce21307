import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { JOURNEY_USERS } from '../support/journey-users';
import { SIZES } from '../support/layout';
import { DEMO_PASSWORD, signInWithPassword, storedAccessToken } from '../support/portal';

test.describe('password sign-in', () => {
  test('signs an employee in and goes on to redirectTo', async ({ page }) => {
    await page.goto('/billing');
    await expect(page).toHaveURL('/login?redirectTo=%2Fbilling');
    await expectAccessible(page);
    await signInWithPassword(page, 'staff@demo.test');
    await expect(page).toHaveURL('/billing');
    await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
    await expectAccessible(page);
  });

  test('sends a customer without a chosen account to account selection, keeping redirectTo', async ({ page }) => {
    await page.goto('/login?redirectTo=%2Fbilling');
    await signInWithPassword(page, 'owner@demo.test');
    await expect(page).toHaveURL('/account-select?redirectTo=%2Fbilling');
  });

  test('goes to / when redirectTo carries control characters (a browser would read "/\t/x" as "//x")', async ({
    page,
  }) => {
    for (const character of ['%09', '%0A']) {
      await page.goto(`/login?redirectTo=%2F${character}%2Fevil.test`);
      await signInWithPassword(page, 'staff@demo.test');
      // To / (specification section 4), which takes staff with no account open on to their home.
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
      await expect(page.getByText('Something went wrong!')).toHaveCount(0);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('validates the form with the specification messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('anything');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  });

  test('says when the password is wrong, then locks out after five tries', async ({ page, request }) => {
    // From the fifth wrong password the lock lasts 1 s, then 2, 4, 8 …: the server's clock stands still
    // meanwhile, so a busy machine cannot outlast the lock between two tries. A user of this journey's own: the
    // lock outlives the journey (and the clock), and no other journey must meet it.
    const user = JOURNEY_USERS.lockout.email;
    await request.post('/dev/clock', { data: { freeze: true } });
    try {
      await page.goto('/login');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        // Each try's own answer, so no try is skipped while the one before is still on its way.
        const password = `Wrong-Passw0rd-${attempt}`;
        const answered = page.waitForResponse(
          (response) =>
            response.url().includes('/cognito-idp') && (response.request().postData() ?? '').includes(password),
        );
        await signInWithPassword(page, user, password);
        expect(await (await answered).json()).toMatchObject({ message: 'Incorrect username or password.' });
        await expect(page.locator('form').getByRole('alert')).toHaveText('Incorrect username or password.');
      }
      // Locked now: even the right password is refused.
      await signInWithPassword(page, user, DEMO_PASSWORD);
      await expect(page.locator('form').getByRole('alert')).toHaveText(/Password attempts exceeded/);
      await expect(page).toHaveURL('/login');
    } finally {
      await request.post('/dev/clock', { data: { resume: true } });
    }
  });

  test('signs out: the session ends and its access token stops working', async ({ page, request }) => {
    await page.goto('/login');
    await signInWithPassword(page, 'staff@demo.test');
    // Staff with no account open land on their home.
    await expect(page).toHaveURL('/admin');
    // As a person would, once the screen is there: a menu opened while the screen's code is still arriving can
    // close again when it lands.
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    const token = await storedAccessToken(page);
    expect((await request.get('/api/session', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
    expect(await storedAccessToken(page)).toBeNull();
    expect((await request.get('/api/session', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto('/campaigns');
    await expect(page).toHaveURL('/login?redirectTo=%2Fcampaigns');
  });

  // A current stored token draws the first screen without Amplify; an expired one is refreshed by Amplify first
  // (docs/decisions/0030). Both are read with Amplify's measure of the browser clock's drift.
  test('a stored sign-in opens signed in, and an expired access token is refreshed first', async ({ page }) => {
    await page.goto('/login');
    await signInWithPassword(page, 'staff@demo.test');
    await expect(page).toHaveURL('/admin');
    const first = await storedAccessToken(page);
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Email (your username)' })).toHaveValue('staff@demo.test');
    expect(await storedAccessToken(page)).toBe(first);

    // Two hours on in this browser: the access token (an hour's life) has expired, the refresh token has not.
    await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
    await page.goto('/profile');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('textbox', { name: 'Email (your username)' })).toHaveValue('staff@demo.test');
    const refreshed = await storedAccessToken(page);
    expect(refreshed).not.toBe(first);
    // The browser runs two hours ahead of the user pool now; the new token still counts as current.
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await storedAccessToken(page)).toBe(refreshed);
  });
});

for (const { name, viewport } of SIZES) {
  test.describe(`a failed sign-in on a ${name}`, () => {
    test.use({ viewport });

    test('is said once, at the form, and focus goes to it', async ({ page }) => {
      await page.goto('/login');
      // A user that does not exist: no one's failed-attempt count grows.
      await signInWithPassword(page, 'nobody@demo.test', 'Wrong-Passw0rd-1');
      const form = page.getByRole('form', { name: 'Welcome' });
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(/Incorrect username or password\./);
      // One failure, one message: not a toast as well.
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
      await expect(alert).toBeFocused();
      await expect(form).toHaveAccessibleDescription(/Incorrect username or password\./);
      await expectAccessible(page);
      // A new attempt clears it until its own answer arrives.
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Passw0rd-2');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(alert).toBeFocused();
    });
  });
}

test.describe('first sign-in with a temporary password', () => {
  test('goes through /new-password and lands signed in', async ({ page }) => {
    await page.goto('/login');
    await signInWithPassword(page, 'newhire@demo.test', 'Temp-Passw0rd!');
    await expect(page).toHaveURL('/new-password');
    await expect(page.getByRole('heading', { name: 'Create Password and Login' })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('textbox', { name: 'Username (email)', exact: true })).toHaveValue('newhire@demo.test');
    // The temporary password was typed on /login a moment ago: it is not asked again.
    await expect(page.getByRole('textbox', { name: 'Temporary password', exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Harbor-Chose-0wn!');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Harbor-Chose-Other!');
    await page.getByRole('button', { name: 'Create Password and Login' }).click();
    await expect(page.getByText('Your passwords do not match')).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Harbor-Chose-0wn!');
    await page.getByRole('button', { name: 'Create Password and Login' }).click();
    // One account: it is selected for them, and they land on the summary.
    await expect(page).toHaveURL('/');
  });

  test('opened by itself, /new-password asks for the username and the temporary password as well', async ({ page }) => {
    await page.goto('/new-password');
    for (const field of ['Username (email)', 'Temporary password', 'New password', 'Confirm new password'])
      await expect(page.getByRole('textbox', { name: field, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create Password and Login' }).click();
    await expect(page.getByRole('textbox', { name: 'Temporary password', exact: true })).toHaveAccessibleDescription(
      /This field is required/,
    );
  });

  test('a sign-in that lapsed on /new-password asks for the temporary password again, and then goes on', async ({
    page,
  }) => {
    const { email, temporaryPassword } = JOURNEY_USERS.firstSignIn;
    await page.goto('/login');
    await signInWithPassword(page, email, temporaryPassword);
    await expect(page).toHaveURL('/new-password');
    // The waiting sign-in is forgotten (Amplify keeps it in this tab's session storage), as when it expires.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Harbor-Chose-0wn!');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Harbor-Chose-0wn!');
    await page.getByRole('button', { name: 'Create Password and Login' }).click();
    await expect(page.getByText('That sign-in timed out.', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username (email)', exact: true })).toHaveValue(email);
    await page.getByRole('textbox', { name: 'Temporary password', exact: true }).fill(temporaryPassword);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Harbor-Chose-0wn!');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Harbor-Chose-0wn!');
    await page.getByRole('button', { name: 'Create Password and Login' }).click();
    await expect(page).toHaveURL('/');
  });
});
