import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { TIME_ZONES } from '@portal/shared/time-zones';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { pdfText } from '../../apps/server/src/test/pdf-text';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

const ACCOUNT = DEMO_IDS.parentAccount;

// The browser's clock stands still at one instant for each journey, so "today" (the account's, in CST) is
// the same for the screen and for the expectations here, even when a journey runs across midnight.
const NOW = new Date();
const ZONE = TIME_ZONES.find((zone) => zone.abbreviation === 'CST')!.ianaZone;
// en-CA writes dates as yyyy-LL-dd.
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(NOW);

/** A calendar day moved by whole days (account-time.ts's addDays, which Node cannot load here without a bundler). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Opens the summary of the demo's parent account as a customer who has it selected. */
async function openSummary(page: Page, search = '') {
  await page.clock.setFixedTime(NOW);
  await page.addInitScript((accountId) => localStorage.setItem('selectedAccountId', accountId), ACCOUNT);
  await page.goto(`/${search}`);
  await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
}

/** A tile's figure: the description (dd) that follows its term (dt). */
const tile = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Figures for the range' }).locator(`dt:text-is("${label}") + dd`);

const figure = async (page: Page, label: string) => Number((await tile(page, label).innerText()).replace(/\D/g, ''));

test.describe('the summary', () => {
  test('shows the last 30 days: tiles with figures, the chart, campaigns and the leads and calls', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    await openSummary(page);
    await expect(page.getByText('Last 30 Days · 30 days')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Date range' })).toHaveText(`${addDays(TODAY, -29)} – ${TODAY}`);
    await expect(tile(page, 'Leads')).toHaveText(/^[1-9][\d,]*$/);
    await expect(tile(page, 'Spend')).toHaveText(/^\$[\d,]+\.\d\d$/);
    // What the leads earned: the demo's booked and won jobs have values.
    await expect(tile(page, 'Revenue')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
    await expect(tile(page, 'Return on spend')).toHaveText(/^[\d,.]+×$/);
    await expect(tile(page, 'Cost per booked job')).toHaveText(/^\$[\d,]+\.\d\d$/);
    // Each figure against the 30 days before.
    await expect(
      page.getByRole('region', { name: 'Figures for the range' }).getByText(/the period before/),
    ).toHaveCount(10);
    // The chart is drawn once its card is scrolled to, as a person would.
    await page.getByRole('heading', { name: 'Leads, calls and spend per day' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    // Today is still running: its spend is a dashed "so far" from yesterday's, not a solid line diving.
    await expect(page.getByText('Spend today so far')).toBeVisible();
    await expect(page.locator('.recharts-line path[stroke-dasharray="5 4"]')).toHaveCount(1);
    // The chart's figures are readable without the picture.
    await expect(page.getByRole('table', { name: 'Leads, calls and spend per day' }).getByRole('row')).toHaveCount(31);
    await expect(
      page.getByRole('table', { name: 'Figures by campaign' }).getByRole('link', { name: 'Austin Emergency Plumbing' }),
    ).toHaveAttribute('href', /^\/campaigns\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('table', { name: 'Leads and calls' }).getByRole('row')).toHaveCount(26);
    await expectAccessible(page);
  });

  test('a preset changes the range in the URL and the figures; the open picker is accessible', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    await openSummary(page);
    await expect(tile(page, 'Leads')).toHaveText(/^[1-9]/);
    const leads30 = await figure(page, 'Leads');

    await page.getByRole('button', { name: 'Date range' }).click();
    await expect(page.getByRole('button', { name: 'Last 7 Days' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Last 7 Days' }).click();

    await expect(page).toHaveURL(`/?from=${addDays(TODAY, -6)}&to=${TODAY}`);
    await expect(page.getByText('Last 7 Days · 7 days')).toBeVisible();
    await expect.poll(() => figure(page, 'Leads')).toBeLessThan(leads30);

    // A reload (or the link sent to a colleague) shows the same days.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Date range' })).toHaveText(`${addDays(TODAY, -6)} – ${TODAY}`);
  });

  test('filters the leads and calls, keeps the filters in the URL, and opens a lead from its row', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    await openSummary(page);
    const table = page.getByRole('table', { name: 'Leads and calls' });
    await expect(table.getByRole('row')).toHaveCount(26);

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Leads' });
    await expect(page).toHaveURL(/[?&]type=LEAD\b/);
    await expect(table.getByText('Call', { exact: true })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Billable' }).selectOption({ label: 'Billable' });
    await expect(page).toHaveURL(/[?&]billable=true\b/);
    await expect(table.getByText(/Not billable/)).toHaveCount(0);

    // The search waits for a pause in typing, then narrows the rows to that consumer.
    // Its text, not innerText: rows below the fold are not rendered (content-visibility), and have no innerText.
    const name = (await table.getByRole('link').first().textContent())!;
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(name).replace(/%20/g, '\\+')}`));
    await expect.poll(async () => new Set(await table.getByRole('link').allInnerTexts())).toEqual(new Set([name]));
    await expectAccessible(page);

    const first = table.getByRole('row').nth(1);
    const href = await first.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/lead\/[0-9a-f-]{36}$/);
    // A click anywhere on the row (here on its time, far from the name) opens it, not only on the name.
    await first.click({ position: { x: 30, y: 15 } });
    await expect(page).toHaveURL(href!);
  });

  test('exports the filtered leads and calls as a CSV file with a header row', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await openSummary(page, `?from=${addDays(TODAY, -6)}&to=${TODAY}&type=CALL`);
    await expect(page.getByRole('table', { name: 'Leads and calls' }).getByRole('row').nth(1)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`leads-and-calls-${addDays(TODAY, -6)}-to-${TODAY}.csv`);
    const lines = (await fs.readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Received \(Central Standard Time\),Type,Campaign,Name,Phone/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'CALL')).toBe(true);
  });

  test('says when a range holds nothing, and widens it in one click', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    const from = addDays(TODAY, 800);
    const to = addDays(TODAY, 830);
    await openSummary(page, `?from=${from}&to=${to}`);
    await expect(page.getByRole('heading', { name: 'No leads or calls in this range' })).toBeVisible();
    await expect(page.getByText(`Nothing arrived between ${from} and ${to}.`)).toBeVisible();
    await expect(tile(page, 'Cost per lead')).toHaveText('—');
    await expect(tile(page, 'Answered rate')).toHaveText('—');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show the last 90 days' }).click();
    await expect(page).toHaveURL(`/?from=${addDays(TODAY, -89)}&to=${TODAY}`);
    await expect(tile(page, 'Leads')).toHaveText(/^[1-9]/);
  });

  test('says when the summary cannot be loaded, and loads it on Try Again', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    let failing = true;
    await page.route('**/summary?*', (route) =>
      failing
        ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something broke' } })
        : route.fallback(),
    );
    await openSummary(page);
    const alert = page.getByRole('alert').filter({ hasText: 'The summary could not be loaded' });
    // Server errors are retried twice before the screen gives up.
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    failing = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(tile(page, 'Leads')).toHaveText(/^[1-9]/);
  });

  test('what needs attention comes first, most severe first, each with a link to where it is done', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    await openSummary(page);
    const panel = page.getByRole('region', { name: 'Needs attention' });
    // The demo's budgets near their caps, its new leads waiting for a call back, a campaign without a tracking
    // number: three shown at first, the rest on asking.
    const list = panel.getByRole('list', { name: /^\d+ things need your attention$/ });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const total = Number((await list.getAttribute('aria-label'))!.split(' ')[0]);
    await panel.getByRole('button', { name: `Show ${total - 3} more` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(total);
    // The demo's own campaign without one (journeys before this one on the worker may have added others).
    await expect(
      list
        .getByRole('listitem')
        .filter({ hasText: 'Water Damage Rapid Response buys calls but has no tracking number' }),
    ).toContainText(/^Important: /);
    await expectAccessible(page);
    await list.getByRole('link', { name: 'Open the budget' }).first().click();
    await expect(page).toHaveURL(/\/budgets\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('progressbar', { name: /Spend this period: \d+% of the cap/ })).toBeVisible();
  });

  test('downloads the range as a PDF report with the figures, their change and the campaigns', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('viewer');
    await openSummary(page);
    await expect(tile(page, 'Leads')).toHaveText(/^[1-9]/);
    const leads = tile(page, 'Leads');
    const file = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report (PDF)' }).click();
    const report = await file;
    expect(report.suggestedFilename()).toBe(`summary-${addDays(TODAY, -29)}-to-${TODAY}.pdf`);
    const { text } = await pdfText(await fs.readFile((await report.path())!));
    expect(text).toContain('Summary report');
    expect(text).toMatch(new RegExp(`Leads\\s+${(await leads.innerText()).trim()}\\s`));
    expect(text).toContain('Austin Emergency Plumbing');
  });

  test('a viewer sees the same summary, read-only', async ({ page, signedInAs }) => {
    await signedInAs('viewer');
    await openSummary(page);
    await expect(tile(page, 'Leads')).toHaveText(/^[1-9]/);
    // A viewer acts on nothing, so nothing is listed as needing them.
    await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Leads and calls' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  test('staff open the account through /admin/{accountId} and see its summary', async ({ page, signedInAs }) => {
    await signedInAs('staff');
    await page.clock.setFixedTime(NOW);
    await page.goto(`/admin/${ACCOUNT}`);
    await expect(page.getByRole('banner')).toContainText('Brightside Home Services');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Summary' }).click();
    await expect(page).toHaveURL('/');
    await expect(tile(page, 'Leads')).toHaveText(/^[1-9]/);
    await expect(page.getByRole('table', { name: 'Figures by campaign' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('wraps the tiles and shows the leads and calls as cards', async ({ page, signedInAs }) => {
      await signedInAs('owner');
      await openSummary(page);
      await expect(tile(page, 'Leads')).toHaveText(/^[1-9]/);
      await expect(page.getByRole('list', { name: 'Leads and calls' }).getByRole('listitem')).toHaveCount(25);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);

      // The presets and calendar open in a dialog that fits the phone, presets above the calendar.
      await page.getByRole('button', { name: 'Date range' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose the days' });
      await expect(dialog.getByRole('button', { name: 'Last 90 Days' })).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Last 90 Days' }).click();
      await expect(page).toHaveURL(`/?from=${addDays(TODAY, -89)}&to=${TODAY}`);
    });
  });
});
