import type { Page } from '@playwright/test';
import { DEMO_CAMPAIGN_IDS, DEMO_IDS } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/layout';
import { createCampaign } from '../support/campaigns';
import { toast } from '../support/portal';

// Journeys share one database with the other spec files: they change only campaigns they create here,
// named with this prefix, on Brightside Home Services (whose demo campaigns they only read).
const PREFIX = 'E2E campaign';
const HOME_SERVICES = DEMO_IDS.parentAccount;
const UNKNOWN_CAMPAIGN = '00000000-0000-4000-8000-00000000dead';

const uniqueName = (what: string) => `${PREFIX} ${what} ${Date.now().toString(36)}`;

async function onHomeServices(page: Page, signedInAs: (user: 'owner') => Promise<void>) {
  await signedInAs('owner');
  await page.goto('/account-select');
  await page.getByRole('button', { name: /Brightside Home Services/ }).click();
  await expect(page).toHaveURL('/');
}

const campaignsTable = (page: Page) => page.getByRole('table', { name: 'Campaigns' });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('the campaigns list', () => {
  test('shows the campaigns with status, lead types, comparable figures and budget used; the filters and the days ask the server', async ({
    page,
    signedInAs,
  }) => {
    await onHomeServices(page, signedInAs);
    await page.goto('/campaigns');
    const plumbing = campaignsTable(page).getByRole('row').filter({ hasText: 'Austin Emergency Plumbing' });
    await expect(plumbing).toContainText('Active');
    await expect(plumbing).toContainText('Calls, Form leads');
    await expect(plumbing).toContainText(/\$[\d,]+\.\d\d of \$3,000\.00 this month/);
    await expect(plumbing.getByRole('progressbar')).toBeVisible();
    // Every campaign over the same days (the last 30 unless chosen): leads and calls, spend, cost per lead and
    // return on spend, whatever its budget period.
    const cells = plumbing.getByRole('cell');
    await expect(cells.nth(3)).toHaveText(/^[1-9][\d,]*$/);
    await expect(cells.nth(4)).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(cells.nth(5)).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(cells.nth(6)).toHaveText(/^[\d.,]+×$/);
    const month = Number((await cells.nth(3).innerText()).replace(/,/g, ''));
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Figures for' }).selectOption({ label: 'Last 7 days' });
    await expect(page).toHaveURL(/days=7/);
    await expect.poll(async () => Number((await cells.nth(3).innerText()).replace(/,/g, ''))).toBeLessThan(month);

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paused' });
    await expect(page).toHaveURL(/status=PAUSED/);
    await expect(campaignsTable(page)).toContainText('Hill Country Roof Repair');
    await expect(campaignsTable(page)).not.toContainText('Austin Emergency Plumbing');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('Tune-ups');
    await expect(page).toHaveURL(/q=Tune-ups/);
    await expect(campaignsTable(page).getByRole('row')).toHaveCount(2);
    await expect(campaignsTable(page)).toContainText('Central Texas HVAC Tune-ups');

    await campaignsTable(page).getByRole('link', { name: 'Central Texas HVAC Tune-ups' }).click();
    await expect(page).toHaveURL(`/campaigns/${DEMO_CAMPAIGN_IDS.hvacTuneUps}`);
  });

  test('a search with no match says so and clears the filters', async ({ page, signedInAs }) => {
    await onHomeServices(page, signedInAs);
    await page.goto('/campaigns?q=no-such-campaign-anywhere');
    await expect(page.getByRole('heading', { name: 'No campaigns match' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(campaignsTable(page)).toContainText('Austin Emergency Plumbing');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('a failure says so and offers to try again', async ({ page, signedInAs }) => {
    await onHomeServices(page, signedInAs);
    await page.route('**/api/ad-portal/advprtl/accounts/*/campaigns?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
    );
    await page.goto('/campaigns');
    const alert = page.getByRole('alert').filter({ hasText: 'The campaigns could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await page.unroute('**/api/ad-portal/advprtl/accounts/*/campaigns?*');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(campaignsTable(page)).toContainText('Austin Emergency Plumbing');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the list is cards and the campaign fits the screen, nothing scrolls sideways', async ({ page, signedInAs }) => {
    await onHomeServices(page, signedInAs);
    await page.goto('/campaigns');
    const card = page
      .getByRole('list', { name: 'Campaigns' })
      .getByRole('listitem')
      .filter({ hasText: 'Round Rock Electrical' });
    await expect(card).toContainText(/of \$[\d,]+\.\d\d today/);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Round Rock Electrical' }).click();
    await expect(page.getByRole('heading', { name: 'Round Rock Electrical', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('creating a campaign', () => {
  test('the wizard checks each step before the next, then creates the campaign and opens it', async ({
    page,
    signedInAs,
  }) => {
    // Five steps, each checked with axe: over the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await onHomeServices(page, signedInAs);
    await page.goto('/campaigns');
    await page.getByRole('button', { name: 'New campaign' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    await expect(dialog).toContainText('Step 1 of 5: Basics');
    await expectAccessible(page);

    // Basics: nothing moves on without a name and a service.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Campaign name' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(dialog).toContainText('Choose a service category from the list');
    await expectAccessible(page);
    const name = uniqueName('wizard');
    await dialog.getByRole('textbox', { name: 'Campaign name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Service category' }).click();
    await page.getByRole('option', { name: 'Plumbing' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Geography: at least one ZIP code or state; a repeated ZIP code is refused with its message.
    await expect(dialog).toContainText('Step 2 of 5: Geography');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Target at least one ZIP code or state');
    const zips = dialog.getByRole('textbox', { name: 'ZIP codes' });
    await zips.fill('78701 78702 78701');
    await zips.press('Enter');
    await expect(dialog.getByRole('alert').filter({ hasText: '78701 is already in the list' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog).toContainText('Step 3 of 5: Schedule');
    await dialog.getByRole('button', { name: 'Add hours on Saturday' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Prices and budget: a price out of range is refused before anything is sent.
    await expect(dialog).toContainText('Step 4 of 5: Prices');
    // What plumbing campaigns typically pay, filled in with a tap.
    await expect(dialog).toContainText('Typical for Plumbing: $35.00 – $65.00 a call, $20.00 – $40.00 a form lead.');
    await dialog.getByRole('button', { name: 'Use typical prices' }).click();
    const callPrice = dialog.getByRole('textbox', { name: 'Price per call' });
    await expect(callPrice).toHaveValue('$50.00');
    await expect(dialog.getByRole('textbox', { name: 'Price per form lead' })).toHaveValue('$30.00');
    await expectAccessible(page);
    await callPrice.fill('0.50');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Price per call must be between $1.00 and $500.00');
    await callPrice.fill('42.50');
    await dialog.getByRole('textbox', { name: 'Cap per period' }).fill('750');
    await dialog.getByRole('button', { name: 'Next' }).click();

    // The first listing: the account's details are filled in; the street and ZIP code are asked for.
    await expect(dialog).toContainText('Step 5 of 5: Listing');
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Street' })).toHaveAccessibleDescription('This field is required');
    await dialog.getByRole('textbox', { name: 'Street' }).fill('100 Congress Ave');
    await dialog.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('78701');
    await dialog.getByRole('button', { name: /Use the campaign’s 2 ZIP codes/ }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create campaign' }).click();

    await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(toast(page, `${name} was created.`)).toBeVisible();
    const prices = page.getByRole('region', { name: 'Prices' });
    await expect(prices).toContainText('$42.50');
    await expect(page.getByRole('region', { name: 'Budget' })).toContainText('$750.00 monthly');
    await expect(page.getByRole('region', { name: 'Schedule' })).toContainText('Saturday');
    await expect(page.getByRole('region', { name: 'Listings' })).toContainText('Brightside Home Services');
    // What is left before its first lead: the listing is a draft, and no tracking number is assigned yet.
    const nextSteps = page.getByRole('region', { name: 'Next steps' });
    await expect(nextSteps).toContainText('Get a tracking number');
    await expect(nextSteps).toContainText('Saturday');
    await expectAccessible(page);
    await nextSteps.getByRole('link', { name: 'Open Brightside Home Services to publish it' }).click();
    await expect(page.getByRole('heading', { name: 'Brightside Home Services', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  });
});

test.describe('a campaign', () => {
  test('an owner edits a section in place, pauses with a reason and a resume day, and resumes', async ({
    page,
    request,
    signedInAs,
  }) => {
    test.setTimeout(60_000);
    await onHomeServices(page, signedInAs);
    const id = await createCampaign(page, request, HOME_SERVICES, uniqueName('owner'));
    await page.goto(`/campaigns/${id}`);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expectAccessible(page);

    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Edit settings' }).click();
    const renamed = uniqueName('renamed');
    await settings.getByRole('textbox', { name: 'Campaign name' }).fill(renamed);
    await expectAccessible(page);
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Edit settings' })).toBeVisible();

    await page.getByRole('button', { name: 'Pause' }).click();
    const dialog = page.getByRole('dialog', { name: `Pause ${renamed}` });
    await expect(dialog.getByRole('radio', { name: 'Seasonal slowdown' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Pause campaign' }).click();
    await expect(dialog).toContainText('Choose a reason');
    await dialog.getByRole('radio', { name: 'No capacity for more work' }).check();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Fully booked for two weeks');
    await dialog.getByRole('button', { name: 'Resume on', exact: true }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    const nextMonth = new Date();
    nextMonth.setDate(15);
    nextMonth.setMonth(nextMonth.getMonth() + 1);
    const monthName = nextMonth.toLocaleString('en-US', { month: 'long' });
    await page.getByRole('button', { name: `15 ${monthName} ${nextMonth.getFullYear()}` }).click();
    const resumeOn = `${nextMonth.getFullYear()}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-15`;
    await expect(dialog.getByRole('button', { name: 'Resume on', exact: true })).toHaveText(resumeOn);
    await dialog.getByRole('button', { name: 'Pause campaign' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').or(page.locator('.mantine-Alert-root')).first()).toContainText(
      `It resumes by itself on ${nextMonth.toLocaleString('en-US', { month: 'short' })} 15, ${nextMonth.getFullYear()}.`,
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(toast(page, `${renamed} is running again.`)).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  // BILLING reads campaigns but may not change them, as VIEWER (the route test covers VIEWER).
  test('a billing user sees it read-only, told which role changes it', async ({ page, signedInAs }) => {
    await signedInAs('billing');
    await page.goto('/campaigns');
    await expect(page.getByRole('button', { name: 'New campaign' })).toBeDisabled();
    await expect(page.getByText('Creating campaigns needs the ADMIN role (you are BILLING).')).toBeVisible();
    await page.getByRole('link', { name: 'Austin Emergency Plumbing' }).click();
    await expect(page.getByRole('heading', { name: 'Austin Emergency Plumbing', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Changing a campaign needs the ADMIN role; you are BILLING on this account.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pause|Resume/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Listings' }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('an ended campaign is read-only for everybody, with a note', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await page.goto('/account-select');
    await page.getByRole('button', { name: /Brightside Plumbing Austin/ }).click();
    // The choice is stored (and the session's tokens with it) when the portal goes on to /; a page load before
    // that lost the sign-in under load and landed on /login.
    await expect(page).toHaveURL('/');
    await page.goto(`/campaigns/${DEMO_CAMPAIGN_IDS.waterHeaters}`);
    await expect(page.getByText('This campaign has ended')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pause|Resume/ })).toHaveCount(0);
  });

  test('staff open it through the admin area and may change it', async ({ page, signedInAs }) => {
    await signedInAs('staff');
    await page.goto(`/admin/${HOME_SERVICES}`);
    // The account's own Campaigns link, on its card: the header's is there before the account has loaded, and
    // leads to the campaigns of no account (staff open one here first). The card is drawn with the account, and
    // the header says whom staff act on once it is open.
    const account = page
      .getByRole('main')
      .locator('.mantine-Card-root')
      .filter({ hasText: 'Brightside Home Services' });
    await expect(page.getByRole('banner')).toContainText('Acting on');
    await account.getByRole('link', { name: 'Campaigns', exact: true }).click();
    await expect(page).toHaveURL('/campaigns');
    await campaignsTable(page).getByRole('link', { name: 'Round Rock Electrical' }).click();
    await expect(page.getByRole('heading', { name: 'Round Rock Electrical', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Budget' })).toContainText('daily');
    await expectAccessible(page);
  });

  test('an unknown campaign says it is not found and leads back to the list', async ({ page, signedInAs }) => {
    await onHomeServices(page, signedInAs);
    await page.goto(`/campaigns/${UNKNOWN_CAMPAIGN}`);
    await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to campaigns' }).click();
    await expect(page).toHaveURL('/campaigns');
  });
});
