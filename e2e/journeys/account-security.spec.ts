import { codeAt } from '../../apps/server/src/modules/identity/domain/authenticator-app';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { JOURNEY_ACCOUNT, JOURNEY_USERS } from '../support/journey-users';
import { signInWithPassword, toast } from '../support/portal';

const { email } = JOURNEY_USERS.forced;

test('staff require two-step sign-in on an account; its member sets up the app at the next sign-in', async ({
  page,
  browser,
  baseURL,
  request,
  signedInAs,
}) => {
  const now = async (command: object) =>
    new Date(((await (await request.post('/dev/clock', { data: command })).json()) as { now: string }).now);
  const frozenAt = await now({ freeze: true });
  const member = await browser.newContext({ baseURL });
  try {
    await signedInAs('staff');
    await page.goto(`/admin/${JOURNEY_ACCOUNT.id}`);
    await expect(page.getByRole('banner')).toContainText(JOURNEY_ACCOUNT.name);
    await page.getByRole('link', { name: 'Account details' }).click();
    const security = page.getByRole('region', { name: 'Sign-in security' });
    await expect(security).toContainText('1 member has no two-step sign-in yet: requiring it signs them out');
    const required = security.getByRole('switch', { name: 'Require two-step sign-in' });
    await expect(required).not.toBeChecked();
    // Saved first, then shown: the switch follows what the server answered.
    await required.click();
    await expect(toast(page, /^Two-step sign-in is now required/)).toBeVisible();
    await expect(required).toBeChecked();
    await expect(security).toContainText('they set it up at their next sign-in');
    await expectAccessible(page);

    // The member signs in with the password: the app is set up before the portal opens.
    const tab = await member.newPage();
    await tab.goto('/login');
    await signInWithPassword(tab, email);
    await expect(tab).toHaveURL(/\/two-step\/set-up/);
    await expect(tab.getByRole('heading', { name: 'Set up two-step sign-in', level: 1 })).toBeVisible();
    await expect(tab.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    await expectAccessible(tab);
    const key = (await tab.locator('code').textContent())!.trim();
    await tab.getByRole('textbox', { name: /6-digit code/ }).fill('000000');
    await tab.getByRole('button', { name: 'Turn on and continue' }).click();
    await expect(tab.locator('form').getByRole('alert')).toHaveText('Code mismatch');
    await tab.getByRole('textbox', { name: /6-digit code/ }).fill(codeAt(key, frozenAt));
    await tab.getByRole('button', { name: 'Turn on and continue' }).click();
    await expect(tab).toHaveURL('/');
    await expect(tab.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();

    // The account's card now counts nobody without it.
    await page.reload();
    await expect(security).toContainText('Every member has two-step sign-in.');
  } finally {
    await member.close();
    await now({ resume: true });
  }
});

test('a member who is not the owner reads the policy but cannot change it', async ({ page, signedInAs }) => {
  await signedInAs('viewer');
  await page.goto('/account');
  const security = page.getByRole('region', { name: 'Sign-in security' });
  await expect(security.getByRole('switch', { name: 'Require two-step sign-in' })).toBeDisabled();
  await expect(security).toContainText('Read only: changing it needs the OWNER role (you are VIEWER).');
});
