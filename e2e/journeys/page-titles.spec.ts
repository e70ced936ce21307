import { expect, test } from '../support/fixtures';

const PARENT = '00000000-0000-4000-8000-000000001001';

/** Every route and the browser tab title it must have (WCAG 2.4.2: each page says what it is). */
const SIGNED_OUT: [path: string, title: string][] = [
  ['/login', 'Welcome'],
  ['/otp', 'Login with a passcode'],
  ['/forgot-password', 'Forgot Password'],
  ['/create-new-password?userName=viewer%40demo.test', 'Create new password'],
  ['/new-password', 'Create Password and Login'],
  ['/confirm?username=pending%40demo.test', 'Confirm your registration'],
  ['/employee-login', 'Employee login'],
  ['/payment-bridge', 'Payment link'],
  ['/unsubscribe', 'Unsubscribe'],
  ['/no/such/place', 'Page not found'],
];

const SIGNED_IN: [path: string, title: string][] = [
  ['/', 'Summary'],
  ['/campaigns', 'Campaigns'],
  ['/campaigns/c-1', 'Campaign'],
  ['/campaigns/c-1/listings', 'Campaign listings'],
  ['/campaigns/c-1/listings/l-1', 'Campaign listing'],
  ['/listings/l-1', 'Listing'],
  ['/budgets/b-1', 'Budget'],
  ['/account', 'Account'],
  ['/lead/s-1', 'Lead'],
  ['/call/s-1', 'Call'],
  ['/profile', 'Profile'],
  ['/notifications', 'Notifications'],
  ['/billing', 'Billing'],
  ['/add-payment-method', 'Add payment method'],
  ['/account-select', 'Choose an account'],
  ['/change-password', 'Change password'],
  [`/admin/${PARENT}`, 'Account administration'],
  ['/contact-us', 'Contact Us'],
];

test.describe('page titles', () => {
  test('every screen names itself in the browser tab, each differently', async ({ page, signedInAs }) => {
    const seen: string[] = [];
    for (const [path, title] of SIGNED_OUT) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${title} · Advertiser Portal`);
      seen.push(await page.title());
    }

    await signedInAs('staff');
    await page.goto('/');
    await expect(page).toHaveURL('/admin');
    // Staff open an account first, so that the account screens show it.
    await page.goto(`/admin/${PARENT}`);
    await expect(page.getByRole('banner').getByText('Brightside Home Services')).toBeVisible();
    for (const [path, title] of SIGNED_IN) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${title} · Advertiser Portal`);
      seen.push(await page.title());
    }
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('the error screen says so in the tab too', async ({ page }) => {
    await page.route('**/assets/forgot-password-route-*.js', (route) => route.abort());
    await page.goto('/forgot-password');
    await expect(page).toHaveTitle('Something went wrong! · Advertiser Portal');
  });
});
