import type { Page } from '@playwright/test';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/layout';
import { toast } from '../support/portal';

const apiKeysCard = (page: Page) => page.getByRole('heading', { name: 'API keys', level: 2 }).locator('xpath=../..');

test('an admin makes an API key, sees it once, calls the API with it from the docs page, and revokes it', async ({
  page,
  request,
  signedInAs,
}) => {
  // The docs page is Swagger UI drawing every route of the API: on two loaded cores (the whole suite, or `stress`)
  // this journey took 33-56 s and sometimes ran out of the usual minute, at whichever step it had reached.
  test.slow();
  await signedInAs('manager');
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await page.goto('/account');
  const card = apiKeysCard(page);
  await card.getByRole('button', { name: 'New API key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByRole('button', { name: 'Make key' }).click();
  await expect(form.getByText('Name the key after what will use it')).toBeVisible();
  await form.getByLabel('Name').fill('Journey CRM');
  await expect(form.getByRole('checkbox', { name: /Read leads and calls/ })).toBeChecked();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Make key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your API key' });
  await expect(shown.getByText('You will not see this API key again.')).toBeVisible();
  const secret = (await shown.getByLabel('API key').textContent())!.trim();
  expect(secret).toMatch(/^pk_live_/);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'I have saved it' }).click();
  await expect(shown).toBeHidden();
  const item = card.getByText('Journey CRM').locator('xpath=ancestor::div[contains(@class, "Paper")][1]');
  await expect(item).toContainText(secret.slice(0, 12));
  await expect(item).toContainText('Never used.');
  await expect(page.getByText(secret)).toHaveCount(0);

  // The docs page, as the business's developer would use it: authorize with the key, try a call.
  const docs = await page.context().newPage();
  await docs.goto('/api/docs');
  await docs.getByRole('button', { name: 'Authorize' }).first().click();
  const keyForm = docs.locator('.auth-container').filter({ hasText: 'apiKey' });
  await keyForm.getByRole('textbox').fill(secret);
  // Swagger UI names its buttons by aria-label: "Apply credentials" is the one that reads "Authorize".
  await keyForm.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(keyForm.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await docs.getByRole('button', { name: 'Close' }).first().click();
  const operation = docs.locator('[id$="get_api_ad_portal_advprtl_accounts__accountId__supply_events"]');
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByPlaceholder('accountId').fill(DEMO_IDS.parentAccount);
  await operation.getByRole('button', { name: 'Execute' }).click();
  const answered = operation.locator('.live-responses-table tr.response');
  await expect(answered.locator('.response-col_status')).toHaveText('200');
  await expect(answered).toContainText('"items"');
  await docs.close();

  // Its use shows on the card; revoked, it is refused.
  await page.reload();
  await expect(item).toContainText('Last used');
  await item.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke Journey CRM?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(toast(page, 'The key Journey CRM was revoked.')).toBeVisible();
  await expect(card.getByText('Journey CRM')).toHaveCount(0);
  const refused = await request.get(`/api/ad-portal/advprtl/accounts/${DEMO_IDS.parentAccount}/supply-events`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);

  // On a phone the card fits; a viewer is told who may make keys.
  await page.setViewportSize(PHONE);
  await expect(card.getByRole('button', { name: 'New API key' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a viewer reads who may make API keys', async ({ page, signedInAs }) => {
  await signedInAs('viewer');
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await page.goto('/account');
  await expect(apiKeysCard(page)).toContainText(
    'Read only: seeing and making API keys needs the ADMIN role (you are VIEWER).',
  );
});
