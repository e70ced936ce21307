import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { storedAccessToken } from '../support/portal';
import { DATE_TIME, textWith } from '../support/dates';

// Brightside Plumbing Austin: no other journey depends on its phone or formal name.
const CHILD = '00000000-0000-4000-8000-000000001002';
const UUID_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

async function ownerOnChildAccount(page: Page, signedInAs: (user: 'owner') => Promise<void>) {
  await signedInAs('owner');
  await page.goto('/account-select');
  await page.getByRole('button', { name: /Brightside Plumbing Austin/ }).click();
  await expect(page).toHaveURL('/');
}

/** Gives the account one audit entry (a later call changes nothing, so it adds none). */
async function changeChildPhone(page: Page, request: APIRequestContext) {
  const response = await request.put(`/api/ad-portal/advprtl/accounts/${CHILD}`, {
    headers: { authorization: `Bearer ${await storedAccessToken(page)}` },
    data: {
      Name: 'Brightside Plumbing Austin',
      Business_Formal_Name__c: 'Brightside Plumbing of Austin, Inc.',
      Phone: '5125550143',
    },
  });
  expect(response.status()).toBe(200);
}

/** With SCREENSHOTS_DIR set, keeps a picture of the screen for a person to look at. */
async function keepScreenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png`, fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  test.describe(`account screens on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('the team and the audit log fit the screen: cards on a phone, tables on a desktop', async ({
      page,
      request,
      signedInAs,
    }) => {
      await ownerOnChildAccount(page, signedInAs);
      await changeChildPhone(page, request);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Brightside Plumbing Austin', level: 2 })).toBeVisible();
      if (size.name === 'phone') {
        const team = page.getByRole('list', { name: 'Team' }).getByRole('listitem');
        await expect(team).toHaveCount(2);
        await expect(team.first().getByRole('term')).toHaveText([
          'Name',
          'Email',
          'Phone',
          'Role',
          'Status',
          'Actions',
        ]);
        // A phone's row leads with the sentence, its time below (components/responsive-table.tsx).
        await expect(
          page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first().getByRole('term'),
        ).toHaveText(['What changed', 'When']);
        await expect(page.getByRole('table')).toHaveCount(0);
      } else {
        await expect(page.getByRole('table', { name: 'Team' }).getByRole('columnheader')).toHaveText([
          'Name',
          'Email',
          'Phone',
          'Role',
          'Status',
          'Actions',
        ]);
        await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('columnheader')).toHaveText([
          'When',
          'What changed',
        ]);
      }
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await keepScreenshot(page, `account-${size.name}`);
    });

    test("the audit log reads as sentences with the person's name, the fields behind Details, the account's time zone", async ({
      page,
      request,
      signedInAs,
    }) => {
      await ownerOnChildAccount(page, signedInAs);
      await changeChildPhone(page, request);
      await page.goto('/account');
      const audit = page.getByLabel('Audit log', { exact: true });
      await expect(audit).toContainText('Olivia Owens changed the account’s phone and formal name.');
      // The cards above it load beside it (decision 0055): the tap waits until the page stops moving under it.
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      // The fields behind the sentence, one tap away.
      await audit.getByText('Details').first().click();
      await expect(audit.getByText('Phone: (512) 555-0143').first()).toBeVisible();
      await expect(audit).not.toContainText('owner@demo.test');
      await expect(audit).toContainText('Formal name: Brightside Plumbing of Austin Inc.');
      await expect(audit).toContainText('Formal name: Brightside Plumbing of Austin, Inc.');
      await expect(audit).toContainText('Phone: (512) 555-0142');
      await expect(audit).toContainText('Phone: (512) 555-0143');
      await expect(audit).not.toContainText('businessFormalName');
      // The demo account's time zone is CST (America/Chicago): its time, with the zone.
      await expect(audit).toContainText(textWith(DATE_TIME));
      await expect(audit.locator('code')).toHaveCount(0);
      await expectAccessible(page);
    });

    test('phones read as (512) 555-0199 on the account, its contacts and the profile', async ({ page, signedInAs }) => {
      await ownerOnChildAccount(page, signedInAs);
      await page.goto('/account');
      const panel = page
        .getByRole('heading', { name: 'Brightside Plumbing Austin', level: 2 })
        .locator('xpath=ancestor::div[contains(@class, "mantine-Card-root")]');
      await expect(panel).toContainText(/\(512\) 555-01\d\d/);
      await expect(page.getByText(/\+1512/)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Team' })).toContainText('(512) 555-0101');
      await page.getByRole('button', { name: 'Edit Details' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Edit Account' }).getByRole('textbox', { name: 'Phone' }),
      ).toHaveValue(/^\(512\) 555-01\d\d$/);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.goto('/profile');
      await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(512) 555-0101');
      await expectAccessible(page);
      await keepScreenshot(page, `profile-${size.name}`);
    });

    test('accounts are told apart by number and city, never by a raw id', async ({ page, signedInAs }) => {
      await signedInAs('owner');
      await page.goto('/');
      await expect(page).toHaveURL('/account-select');
      await expect(page.getByRole('button', { name: /Brightside Home Services/ })).toContainText(
        '#100001 · Austin, TX',
      );
      await expect(page.getByRole('button', { name: /Brightside Plumbing Austin/ })).toContainText(
        '#100002 · Round Rock, TX',
      );
      await expect(page.locator('main')).not.toContainText(UUID_TEXT);
      await expectAccessible(page);
      await keepScreenshot(page, `account-select-${size.name}`);

      await page.getByRole('button', { name: /Brightside Plumbing Austin/ }).click();
      await expect(page).toHaveURL('/'); // the choice is stored once the portal goes on
      await page.goto('/account');
      await expect(page.getByText('#100002 · Round Rock, TX')).toBeVisible();
      await page.getByRole('button', { name: 'View more' }).click();
      await expect(page.getByRole('button', { name: 'View less' })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(UUID_TEXT);
    });

    test('staff find an account by its number and see number and city, not the id', async ({ page, signedInAs }) => {
      await signedInAs('staff');
      await page.goto('/');
      await expect(page).toHaveURL('/admin');
      await page.goto('/account');
      await page.getByRole('textbox', { name: 'Find an account' }).fill('100002');
      await expect(page.getByRole('option')).toHaveCount(1);
      await keepScreenshot(page, `admin-search-${size.name}`);
      await page.getByRole('option', { name: 'Brightside Plumbing Austin — #100002 · Round Rock, TX' }).click();
      await expect(page).toHaveURL(`/admin/${CHILD}`);
      await expect(page.getByText('#100002 · Round Rock, TX')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(UUID_TEXT);
      await expectAccessible(page);
      await keepScreenshot(page, `admin-${size.name}`);
    });
  });
}
