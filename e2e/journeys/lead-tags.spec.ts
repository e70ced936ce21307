import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/layout';
import { toast } from '../support/portal';
import { ingestEvent } from '../support/supply-events';

test('a tag made on the account screen is put on 20 chosen leads at once, which the tag filter then shows', async ({
  page,
  request,
  signedInAs,
}) => {
  const run = Date.now().toString(36);
  const name = `Bulk ${run}`;
  for (let n = 0; n < 20; n += 1) await ingestEvent(request, { consumer: { name } });
  await signedInAs('billing');
  await withAccountSelected(page, DEMO_IDS.parentAccount);

  await page.goto('/account');
  const add = page.getByRole('form', { name: 'Add a tag' });
  await add.getByLabel('Tag name').fill(`Quote ${run}`);
  await add.getByRole('button', { name: 'Add tag' }).click();
  await expect(toast(page, `The tag Quote ${run} was added.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText(`Quote ${run}`);

  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const table = page.getByRole('table', { name: 'Leads and calls' });
  const boxes = table.getByRole('checkbox', { name: new RegExp(`^Select the lead from ${name}$`) });
  await expect(boxes).toHaveCount(20);
  for (const box of await boxes.all()) await box.check();
  const bar = page.getByRole('region', { name: 'Change the chosen leads and calls' });
  await expect(bar).toContainText('20 leads and calls chosen');
  await expectAccessible(page);
  await bar.getByLabel('Add tag').selectOption({ label: `Quote ${run}` });
  await expect(toast(page, 'Tag added: 20 of 20 changed.')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: `Quote ${run}` })).toHaveCount(20);

  // The tag's filter shows exactly them; on a phone the rows are cards with the tag and a box to choose them.
  await page.getByLabel('Tag', { exact: true }).selectOption({ label: `Quote ${run}` });
  await expect(page).toHaveURL(/[?&]tag=/);
  await expect(table.getByRole('row')).toHaveCount(21);
  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Leads and calls' });
  await expect(cards.getByRole('listitem').first()).toContainText(`Quote ${run}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a lead is tagged and flagged for follow-up on its page', async ({ page, request, signedInAs }) => {
  const lead = await ingestEvent(request);
  await signedInAs('billing');
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await page.goto(`/lead/${lead.supplyEventId}`);
  const flag = page.getByRole('checkbox', { name: 'Flag for follow-up' });
  await flag.check();
  await expect(toast(page, 'Flagged for follow-up.')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/?followUp=true&q=${encodeURIComponent(lead.phone.slice(-7))}`);
  await expect(page.getByRole('table', { name: 'Leads and calls' }).getByRole('row').nth(1)).toContainText('Follow up');
});
