import type { Page } from '@playwright/test';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/layout';
import { accessToken, firstSignInWithTemporaryPassword, newestInMail, toast } from '../support/portal';

const teamRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function openTeamAsOwner(page: Page, signedInAs: (user: 'owner') => Promise<void>) {
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await signedInAs('owner');
  await page.goto('/account');
  await expect(page.getByRole('table', { name: 'Team' })).toBeVisible();
}

test('an owner invites a viewer, who signs in with the mailed password; made BILLING they see billing; taken off, their open tab is signed out', async ({
  page,
  browser,
  baseURL,
  request,
  signedInAs,
}) => {
  const email = 'vera.invited@example.test';
  await openTeamAsOwner(page, signedInAs);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  await expect(dialog.getByRole('radio', { name: /^OWNER/ })).toBeVisible();
  // It opens on its first field (the email), not its close button.
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Vera Invited');
  await expect(dialog.getByRole('radio', { name: /^VIEWER/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(teamRow(page, 'Vera Invited')).toContainText('Invited');

  // The invitee, in a browser of their own: the mailed temporary password, then /new-password.
  const invitee = await browser.newContext({ baseURL });
  try {
    const tab = await invitee.newPage();
    // The temporary password ends the invitation's mail.
    const temporaryPassword = await newestInMail(request, email, /temporary password[^\n]*\n\n(\S+)$/);
    await firstSignInWithTemporaryPassword(tab, email, temporaryPassword, 'Maple-Lantern-0wn!');
    await tab.goto('/billing');
    await expect(tab.getByText('This needs the BILLING role')).toBeVisible();
    await expect(tab.getByText('You are VIEWER on this account.')).toBeVisible();

    // The owner, on their next look at the team, sees them active, and makes them BILLING; on their next page they
    // see billing.
    await page.reload();
    await expect(teamRow(page, 'Vera Invited')).toContainText('Active');
    await page.getByRole('combobox', { name: 'Role of Vera Invited' }).selectOption('BILLING');
    await expect(toast(page, 'Vera Invited is now BILLING.')).toBeVisible();
    await tab.reload();
    await expect(tab.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await expect(tab.getByText('This needs the BILLING role')).toBeHidden();

    // Taken off the account: their open tab is signed out.
    await page.getByRole('button', { name: 'Remove Vera Invited' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Vera Invited?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove from account' }).click();
    await expect(toast(page, 'Vera Invited no longer has access to Brightside Home Services.')).toBeVisible();
    await expect(teamRow(page, 'Vera Invited')).toHaveCount(0);
    await expect(tab).toHaveURL(/\/login/, { timeout: 20_000 });
  } finally {
    await invitee.close();
  }
});

test('an admin changes neither an owner nor their own role, and grants up to ADMIN', async ({ page, signedInAs }) => {
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await signedInAs('manager');
  await page.goto('/account');
  await expect(page.getByRole('table', { name: 'Team' })).toBeVisible();
  // The owner's role is a badge for an admin, and there is nothing to remove.
  await expect(page.getByRole('combobox', { name: 'Role of Olivia Owens' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Olivia Owens' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Role of Marcus Mendez' })).toHaveCount(0);
  // Resetting a person's two-step sign-in is for provider staff alone.
  await expect(page.getByRole('button', { name: /^Reset two-step sign-in/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Role of Victor Vance' }).getByRole('option')).toHaveText([
    'ADMIN',
    'BILLING',
    'VIEWER',
  ]);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite a person' }).getByRole('radio')).toHaveCount(3);
});

test('a viewer reads the team, with the reason they cannot change it', async ({ page, signedInAs }) => {
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await signedInAs('viewer');
  await page.goto('/account');
  await expect(page.getByRole('table', { name: 'Team' })).toBeVisible();
  await expect(
    page.getByText('Read only: inviting people and changing roles needs the ADMIN role (you are VIEWER).'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Team' }).getByRole('columnheader')).toHaveText([
    'Name',
    'Email',
    'Phone',
    'Role',
    'Status',
  ]);
  await expectAccessible(page);
});

test('staff reset the two-step sign-in of a person who lost their phone, who then signs in with the password alone', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('staff');
  await page.goto(`/admin/${DEMO_IDS.parentAccount}`);
  await expect(page.getByRole('banner')).toContainText('Brightside Home Services');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Reset two-step sign-in of Tara Tran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-step sign-in of Tara Tran?' });
  await expect(dialog).toContainText('They are mailed');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await expect(toast(page, 'Two-step sign-in is off for Tara Tran; they were mailed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Pressed again: there is nothing left to reset, and staff are told so.
  await page.getByRole('button', { name: 'Reset two-step sign-in of Tara Tran' }).click();
  await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await expect(toast(page, 'twostep@demo.test has no two-step sign-in to reset.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('the team is a list of cards, each with its role, status and actions', async ({ page, request, signedInAs }) => {
    // A person of its own, invited and not yet signed in: the demo's pending user may have confirmed by now.
    const invited = await request.post(`/api/ad-portal/advprtl/accounts/${DEMO_IDS.parentAccount}/contacts`, {
      headers: { authorization: `Bearer ${await accessToken(request, 'owner@demo.test')}` },
      data: { email: 'phone.invitee@example.test', name: 'Phoebe Invitee', role: 'VIEWER' },
    });
    expect(invited.status()).toBe(201);
    await withAccountSelected(page, DEMO_IDS.parentAccount);
    await signedInAs('owner');
    await page.goto('/account');
    const cards = page.getByRole('list', { name: 'Team' }).getByRole('listitem');
    await expect(cards.first().getByRole('term')).toHaveText(['Name', 'Email', 'Phone', 'Role', 'Status', 'Actions']);
    await expect(cards.filter({ hasText: 'Phoebe Invitee' })).toContainText('Invited');
    await expectAccessible(page);
  });
});
