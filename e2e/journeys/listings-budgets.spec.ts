import type { Page } from '@playwright/test';
import { updateBudget } from '@portal/shared/contracts/budgets/update-budget';
import { updateListing } from '@portal/shared/contracts/listings/update-listing';
import { DEMO_CAMPAIGNS } from '../../apps/server/src/demo/demo-campaigns';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { callAs, ownCampaign, withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { SIZES, clippedButtons, horizontalOverflow, undersizedTargets } from '../support/layout';
import { toast } from '../support/portal';
import { DATE_TIME_IN_SENTENCE, textWith } from '../support/dates';

// Demo data is read, never changed: every write below goes to a campaign the journey created itself.
const ACCOUNT = DEMO_IDS.parentAccount;
const AUSTIN = DEMO_CAMPAIGNS.find((campaign) => campaign.name === 'Austin Emergency Plumbing')!;
const DOWNTOWN = AUSTIN.listings[0]!;
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const isApi = (path: string) => (url: URL) => url.pathname.startsWith('/api/') && url.pathname.endsWith(path);

/** With SCREENSHOTS_DIR set, keeps a picture of the screen for a person to look at. */
async function keepScreenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png`, fullPage: true });
}

async function expectFitsAPhone(page: Page, where: string) {
  expect(await undersizedTargets(page), `targets under 44 x 44 px on ${where}`).toEqual([]);
  expect(await clippedButtons(page), `cut-off buttons on ${where}`).toEqual([]);
  expect(await horizontalOverflow(page), `sideways overflow on ${where}`).toBe(0);
}

for (const { name: size, viewport } of SIZES) {
  test.describe(`listings and budgets on a ${size}`, () => {
    test.use({ viewport });

    test('a budget, a campaign’s listings and a listing, as loaded', async ({ page, signedInAs }) => {
      await signedInAs('owner');
      await withAccountSelected(page, ACCOUNT);
      await page.goto(`/budgets/${AUSTIN.budget.id}`);
      await expect(page.getByRole('heading', { name: 'Budget', level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: /Spend this period: \d+% of the cap/ })).toBeVisible();
      await expect(page.getByText(/spent of the \$3,000\.00 monthly cap/)).toBeVisible();
      await expect(page.getByText(textWith(String.raw`The period ends\s${DATE_TIME_IN_SENTENCE}`))).toBeVisible();
      await expect(page.getByLabel('Past periods', { exact: true })).toContainText('$3,000.00');
      if (size === 'phone') await expectFitsAPhone(page, 'the budget');
      await expectAccessible(page);
      await keepScreenshot(page, `budget-${size}`);

      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: AUSTIN.name }).click();
      await expect(page).toHaveURL(`/campaigns/${AUSTIN.id}`);

      await page.goto(`/campaigns/${AUSTIN.id}/listings`);
      const cards = page.getByRole('list', { name: 'Listings' }).getByRole('listitem');
      await expect(cards).toHaveCount(AUSTIN.listings.length);
      await expect(cards.first()).toContainText('(512) 555-');
      if (size === 'phone') await expectFitsAPhone(page, 'the campaign’s listings');
      await expectAccessible(page);
      await keepScreenshot(page, `campaign-listings-${size}`);

      await cards.getByRole('link', { name: DOWNTOWN.displayName }).click();
      await expect(page).toHaveURL(`/campaigns/${AUSTIN.id}/listings/${DOWNTOWN.id}`);
      await expect(page.getByRole('heading', { name: DOWNTOWN.displayName, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /^\(512\) 555-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1512/);
      if (size === 'phone') await expectFitsAPhone(page, 'the listing');
      await expectAccessible(page);
      await keepScreenshot(page, `listing-${size}`);

      // The same screen without the campaign in the path still leads back to it.
      await page.goto(`/listings/${DOWNTOWN.id}`);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(AUSTIN.name);
    });
  });
}

test.describe('budget screen', () => {
  test('an admin edits the cap in dollars, checked before sending, and it is saved in cents', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('manager');
    await withAccountSelected(page, ACCOUNT);
    const { budgetId } = await ownCampaign(page.request, ACCOUNT, test.info().title);
    await page.goto(`/budgets/${budgetId}`);
    await expect(page.getByText('No past periods yet.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Edit budget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit budget' });
    const cap = dialog.getByRole('textbox', { name: /Cap per period/ });
    await expect(cap).toHaveValue('$1,500.00');
    await expectAccessible(page);
    await keepScreenshot(page, 'budget-edit-modal');

    await cap.fill('2000000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The cap cannot be above $1,000,000.00')).toBeVisible();

    await cap.fill('1234.56');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'The budget was saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('spent of the $1,234.56 monthly cap')).toBeVisible();
  });

  test('a save over someone else’s change says so, and reloading shows their change', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await withAccountSelected(page, ACCOUNT);
    const { budgetId } = await ownCampaign(page.request, ACCOUNT, test.info().title);
    const other = await page.context().newPage();
    for (const tab of [page, other]) {
      await tab.goto(`/budgets/${budgetId}`);
      await tab.getByRole('button', { name: 'Edit budget' }).click();
    }
    const theirs = other.getByRole('dialog', { name: 'Edit budget' });
    await theirs.getByRole('textbox', { name: /Cap per period/ }).fill('1000');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(theirs).toBeHidden();
    await other.close();

    const mine = page.getByRole('dialog', { name: 'Edit budget' });
    await mine.getByRole('textbox', { name: /Cap per period/ }).fill('1100');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine.getByRole('alert')).toContainText('Someone else changed this budget');
    await expectAccessible(page);
    await mine.getByRole('button', { name: 'Reload' }).click();
    await expect(mine.getByRole('textbox', { name: /Cap per period/ })).toHaveValue('$1,000.00');
    await mine.getByRole('textbox', { name: /Cap per period/ }).fill('1100');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine).toBeHidden();
    await expect(page.getByText('spent of the $1,100.00 monthly cap')).toBeVisible();
  });

  // The read-only journeys sign in as BILLING, which may no more edit budgets or listings than VIEWER (the
  // components' tests cover VIEWER by name).
  test('a billing contact reads it, with no edit, and a reached cap says buying stops until the period ends', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('billing');
    await withAccountSelected(page, ACCOUNT);
    const { budgetId, campaign } = await ownCampaign(page.request, ACCOUNT, test.info().title);
    const budget = await callAs(page.request, 'owner', updateBudget, {
      params: { accountId: ACCOUNT, budgetId },
      body: { version: campaign.budget!.version, capCents: 0 },
    });
    expect(budget.capReached).toBe(true);
    await page.goto(`/budgets/${budgetId}`);
    await expect(page.getByText('Cap reached')).toBeVisible();
    await expect(page.getByText(textWith(String.raw`Buying stops until\s${DATE_TIME_IN_SENTENCE}`))).toBeVisible();
    await expect(
      page.getByText('changing the budget needs the ADMIN role (you are BILLING)', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit budget' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a failed load offers to try again, and an unknown budget says there is none', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await withAccountSelected(page, ACCOUNT);
    await page.route(isApi(`/budgets/${AUSTIN.budget.id}`), (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
    );
    await page.goto(`/budgets/${AUSTIN.budget.id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'The budget could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();

    await page.goto(`/budgets/${UNKNOWN}`);
    await expect(page.getByText('There is no such budget')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to campaigns' })).toHaveAttribute('href', '/campaigns');
    await expectAccessible(page);
  });
});

test.describe('campaign listings screen', () => {
  test('an admin adds a listing: the form checks itself, and the new draft opens', async ({ page, signedInAs }) => {
    await signedInAs('manager');
    await withAccountSelected(page, ACCOUNT);
    const { campaign } = await ownCampaign(page.request, ACCOUNT, test.info().title);
    await page.goto(`/campaigns/${campaign.id}/listings`);
    await page.getByRole('button', { name: 'Add listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add listing' });
    await expectAccessible(page);
    await keepScreenshot(page, 'add-listing-modal');

    await dialog.getByRole('button', { name: 'Add listing' }).click();
    await expect(dialog.getByRole('textbox', { name: /Display name/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await dialog.getByRole('textbox', { name: /Display name/ }).fill('Journey Cedar Park');
    await dialog.getByRole('textbox', { name: /Street/ }).fill('500 Main St');
    await dialog.getByRole('textbox', { name: /City/ }).fill('Cedar Park');
    await dialog.getByRole('combobox', { name: /State/ }).selectOption('TX');
    await dialog.getByRole('textbox', { name: /^ZIP code/ }).fill('78613');
    await dialog.getByRole('textbox', { name: /Phone/ }).fill('512 555 0177');
    const zips = dialog.getByRole('textbox', { name: /Service area ZIP codes/ });
    await zips.pressSequentially('78613, 78641, 78613,');
    await expect(dialog.getByText('78613 is already in the list')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add listing' }).click();

    await expect(page.getByRole('heading', { name: 'Journey Cedar Park', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/listings/[0-9a-f-]{36}$`));
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '(512) 555-0177' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Listings' }).click();
    await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem')).toHaveCount(2);
  });

  test('empty, failed and unknown', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await withAccountSelected(page, ACCOUNT);
    // The API cannot make a campaign without listings (one comes with it, none is deleted): the answer is staged.
    await page.route(isApi(`/campaigns/${AUSTIN.id}/listings`), (route) => route.fulfill({ json: { items: [] } }));
    await page.goto(`/campaigns/${AUSTIN.id}/listings`);
    await expect(page.getByText('This campaign has no listings yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add the first listing' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'campaign-listings-empty');

    await page.unrouteAll();
    await page.route(isApi(`/campaigns/${AUSTIN.id}/listings`), (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'The listings could not be loaded' })).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);

    await page.unrouteAll();
    await page.goto(`/campaigns/${UNKNOWN}/listings`);
    await expect(page.getByText('There is no such campaign')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('listing screen', () => {
  // axe takes 5 to 7 s over the open edit form (seven days of time selects) on a busy machine, twice a journey.
  test.beforeEach(() => test.setTimeout(60_000));

  test('an owner edits the profile in place, then publishes and unpublishes it', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await withAccountSelected(page, ACCOUNT);
    const { listing } = await ownCampaign(page.request, ACCOUNT, test.info().title);
    await page.goto(`/listings/${listing.id}`);
    await page.getByRole('button', { name: 'Edit listing' }).click();
    const form = page.getByRole('form', { name: 'Edit listing' });
    await expect(form.getByRole('textbox', { name: /Phone/ })).toHaveValue('(512) 555-0199');
    await expectAccessible(page);
    await keepScreenshot(page, 'listing-edit');
    await form.getByRole('textbox', { name: /Display name/ }).fill('Journey Renamed Listing');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'The listing was saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Journey Renamed Listing', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Shown in the directory.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Not shown in the directory yet.', { exact: true })).toBeVisible();
  });

  test('a save over someone else’s change says so and offers to reload', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await withAccountSelected(page, ACCOUNT);
    const { listing } = await ownCampaign(page.request, ACCOUNT, test.info().title);
    const other = await page.context().newPage();
    for (const tab of [page, other]) {
      await tab.goto(`/listings/${listing.id}`);
      await tab.getByRole('button', { name: 'Edit listing' }).click();
    }
    const theirs = other.getByRole('form', { name: 'Edit listing' });
    await theirs.getByRole('textbox', { name: /City/ }).fill('Pflugerville');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(theirs).toBeHidden();
    await other.close();

    const mine = page.getByRole('form', { name: 'Edit listing' });
    await mine.getByRole('textbox', { name: /Street/ }).fill('200 Journey St');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine.getByRole('alert')).toContainText('Someone else changed this listing');
    await expectAccessible(page);
    await mine.getByRole('button', { name: 'Reload' }).click();
    await expect(mine.getByRole('textbox', { name: /City/ })).toHaveValue('Pflugerville');
  });

  test('a billing contact reads it without edit or publish; an unknown one says there is none', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('billing');
    await withAccountSelected(page, ACCOUNT);
    await page.goto(`/campaigns/${AUSTIN.id}/listings/${DOWNTOWN.id}`);
    await expect(page.getByRole('heading', { name: DOWNTOWN.displayName, level: 1 })).toBeVisible();
    await expect(
      page.getByText('changing or publishing the listing needs the ADMIN role', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Edit listing|Publish|Unpublish/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/campaigns/${AUSTIN.id}/listings`);
    await expect(page.getByRole('button', { name: 'Add listing' })).toHaveCount(0);

    await page.goto(`/listings/${UNKNOWN}`);
    await expect(page.getByText('There is no such listing')).toBeVisible();
    await expectAccessible(page);
  });

  test('a customer sees why a suspended listing cannot be published', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await withAccountSelected(page, ACCOUNT);
    const { listing } = await ownCampaign(page.request, ACCOUNT, test.info().title);
    await callAs(page.request, 'staff', updateListing, {
      params: { accountId: ACCOUNT, listingId: listing.id },
      body: { version: listing.version, status: 'SUSPENDED' },
    });
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByText('Suspended by provider staff')).toBeVisible();
    await expect(page.getByText(/cannot be published until provider staff lift the suspension/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Publish|Suspend|Lift suspension/ })).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, 'listing-suspended');
  });

  test('staff, through the admin area, suspend a listing, lift it, and change a budget', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('staff');
    const { listing, budgetId } = await ownCampaign(page.request, ACCOUNT, test.info().title);
    await page.goto(`/admin/${ACCOUNT}`);
    await expect(page.getByRole('banner')).toContainText('Acting on');
    await page.goto(`/listings/${listing.id}`);
    await page.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('Suspended by provider staff')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(page.getByText('Not shown in the directory yet.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();

    await page.goto(`/budgets/${budgetId}`);
    await page.getByRole('button', { name: 'Edit budget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit budget' });
    await dialog.getByRole('radio', { name: 'Weekly (Monday to Sunday)' }).check();
    await expect(dialog.getByText('A different period counts afresh')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('spent of the $1,500.00 weekly cap')).toBeVisible();
    // The toast comes below the header and its "Acting on" strip, not over Leave.
    const saved = toast(page, 'The budget was saved.');
    await expect(saved).toBeVisible();
    const [banner, shown] = [await page.getByRole('banner').boundingBox(), await saved.boundingBox()];
    expect(shown!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height);
  });
});
