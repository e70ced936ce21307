import fs from 'node:fs/promises';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { JOURNEY_USERS } from '../support/journey-users';
import { latestCode, signInWithPassword, storedAccessToken, toast } from '../support/portal';

const PARENT = '00000000-0000-4000-8000-000000001001';

test.describe('accounts and access', () => {
  test('an owner picks an account, switches to the other and back, and sees its name in the header', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInWithPassword(page, 'owner@demo.test');
    await expect(page).toHaveURL('/account-select');
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: /Brightside Plumbing Austin/ }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Brightside Plumbing Austin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();

    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Switch Account' }).click();
    await expect(page).toHaveURL('/account-select');
    await page.getByRole('button', { name: /Brightside Home Services/ }).click();
    await expect(page.getByRole('link', { name: 'Brightside Home Services' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedAccountId'))).toBe(PARENT);
  });

  test('a viewer downloads the contacts as a CSV file', async ({ page }) => {
    // viewer: one account; no other journey changes the contacts.
    await page.goto('/login?redirectTo=%2Faccount');
    await signInWithPassword(page, 'viewer@demo.test');
    await expect(page).toHaveURL('/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('contacts-100001.csv');
    const lines = (await fs.readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Role');
    expect(lines).toContain('Olivia Owens,owner@demo.test,(512) 555-0101,OWNER');
  });

  test('a customer with one account goes straight on, to where they were going', async ({ page }) => {
    // manager: one account, and no other journey signs in with their password.
    await page.goto('/login');
    await signInWithPassword(page, 'manager@demo.test');
    await expect(page.getByRole('link', { name: 'Brightside Home Services' })).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('selectedAccountId'))).toBe(PARENT);

    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/account');
    await expect(page).toHaveURL('/login?redirectTo=%2Faccount');
    await signInWithPassword(page, 'manager@demo.test');
    await expect(page.getByRole('heading', { name: 'Brightside Home Services', level: 2 })).toBeVisible();
    await expect(page).toHaveURL('/account');

    // Switch Account still shows the one account, marked current, instead of bouncing straight back.
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Switch Account' }).click();
    await expect(page).toHaveURL('/account-select');
    await expect(page.getByRole('button', { name: /Brightside Home Services/ })).toContainText('Current account');
    await expectAccessible(page);
  });

  test('an owner edits the account: +1 is added, an empty formal name is refused, the name cannot change; the audit log shows it', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    await page.goto('/account-select');
    await page.getByRole('button', { name: /Brightside Home Services/ }).click();
    await expect(page).toHaveURL('/'); // the choice is stored once the portal goes on
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Brightside Home Services', level: 2 })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Account' });
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Formal Name' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Formal Name' }).fill('Brightside Home Services L.L.C.');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('5125550177');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Your account details were saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('(512) 555-0177', { exact: true })).toBeVisible();

    const row = page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'Olivia Owens' })
      .first();
    // It refreshes after the change: the sentence, and the fields before and after behind Details.
    await expect(row).toContainText('Olivia Owens changed the account’s phone and formal name.');
    await row.getByText('Details').click();
    const [before, after] = [row.getByRole('group', { name: 'Before' }), row.getByRole('group', { name: 'After' })];
    await expect(before).toContainText('Formal name: Brightside Home Services LLC');
    await expect(before).toContainText('Phone: (512) 555-0100');
    await expect(after).toContainText('Formal name: Brightside Home Services L.L.C.');
    await expect(after).toContainText('Phone: (512) 555-0177');
  });

  test('a viewer sees no Edit Details, and a direct PUT is refused', async ({ page, request }) => {
    await page.goto('/login');
    await signInWithPassword(page, 'viewer@demo.test');
    // Their one account is selected for them.
    await expect(page.getByRole('link', { name: 'Brightside Home Services' })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Brightside Home Services', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
    const token = await storedAccessToken(page);
    const response = await request.put(`/api/ad-portal/advprtl/accounts/${PARENT}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { Name: 'Brightside Home Services', Business_Formal_Name__c: 'Hijacked' },
    });
    expect(response.status()).toBe(403);

    // Billing is for BILLING and above: the screen says so instead of loading what the server would refuse.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL('/billing');
    await expect(page.getByText('This needs the BILLING role')).toBeVisible();
    await expect(page.getByText('You are VIEWER on this account.', { exact: false })).toBeVisible();
    await expectAccessible(page);
  });

  test('a user linked to no contact is told so', async ({ page }) => {
    await page.goto('/login');
    await signInWithPassword(page, 'nocontact@demo.test');
    await expect(page).toHaveURL('/account-select');
    await expect(page.getByText('Users account is not linked to a contact')).toBeVisible();
    // No navigation to screens that would each say there is no account: the user menu still has Sign Out.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible();
    await expectAccessible(page);
    // What to do: ask to be linked, from Contact Us, which opens without an account.
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});

test.describe('staff', () => {
  test('search an account by typing, open it, and see a plain-text badge and no Switch Account', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('staff');
    await page.goto('/');
    await expect(page).toHaveURL('/admin');
    await page.goto('/account');
    const picker = page.getByRole('textbox', { name: 'Find an account' });
    // The search loads after the screen's first paint, behind a disabled field of its size (decision 0055).
    await expect(picker).toBeEnabled();
    await picker.focus();
    await expect(page.getByText('Start Typing to get options')).toBeVisible();
    await expectAccessible(page);
    await picker.fill('austin');
    await page.getByRole('option', { name: /Brightside Plumbing Austin/ }).click();
    await expect(page).toHaveURL('/admin/00000000-0000-4000-8000-000000001002');
    await expect(page.getByText('Brightside Plumbing Austin').first()).toBeVisible();
    await expectAccessible(page);
    // The badge names the account but is not a link for staff.
    await expect(page.getByRole('banner').getByText('Brightside Plumbing Austin')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Brightside Plumbing Austin' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Account details' }).click();
    await expect(page.getByRole('heading', { name: 'Brightside Plumbing Austin', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Details' })).toBeVisible();
    await page.getByRole('button', { name: /user menu/i }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Account', 'Profile', 'Contact Us', 'Sign Out']);
  });
});

test.describe('profile, password and support', () => {
  test('a user edits the profile, changes the password and writes to support', async ({ page, request }) => {
    test.setTimeout(60_000);
    // A VIEWER of this journey's own, whose phone and password no other journey depends on.
    const user = JOURNEY_USERS.profile.email;
    await page.goto('/login');
    await signInWithPassword(page, user);
    // Their one account is selected for them.
    await expect(page.getByRole('link', { name: 'Brightside Home Services' })).toBeVisible();

    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('textbox', { name: 'Email (your username)' })).toHaveValue(user);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Phone' }).fill('5125550123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Your profile was saved.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(512) 555-0123');
    // A new number is verified by a texted code before passcodes go to it.
    await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
    const textedAfter = new Date(Date.now() - 1_000);
    await page.getByRole('button', { name: 'Verify by text' }).click();
    const verifying = page.getByRole('dialog', { name: 'Verify your phone number' });
    await expect(verifying).toContainText('We texted a 6-digit code to +*******0123');
    await expectAccessible(page);
    await verifying.getByRole('textbox', { name: 'Code' }).fill(await latestCode(request, '+15125550123', textedAfter));
    await verifying.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, /^Your phone number is verified/)).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/change-password');
    await expectAccessible(page);
    await page.getByLabel('Current password').fill('Wrong-Passw0rd!');
    await page.getByLabel('New password', { exact: false }).first().fill('Orchid-New-Pass1!');
    await page.getByLabel('Confirm new password').fill('Orchid-New-Pass1!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Incorrect username or password.')).toBeVisible();
    // The error toast stays 25 s: it must not cover the header's controls meanwhile (a covered button would
    // still be covered when this gives up).
    await page.getByRole('button', { name: /user menu/i }).click({ trial: true, timeout: 10_000 });
    await page.getByLabel('Current password').fill('Demo-Passw0rd!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your password was changed.')).toBeVisible();

    // The menu opens over the toast (shown 10 s), not under it.
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Contact Us' }).click({ timeout: 8_000 });
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Question about leads');
    await page.getByRole('textbox', { name: 'Message' }).fill('How do I dispute a lead?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Thank you. Our support team will answer by email.')).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            (await (await request.get('/dev/outbox/messages?to=support@advertiser-portal.local')).json()) as {
              subject: string;
            }[]
          )[0]?.subject,
      )
      .toBe('[Contact Us] Question about leads');
  });
});
