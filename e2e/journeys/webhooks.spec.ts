import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/layout';
import { toast } from '../support/portal';
import { ingestEvent } from '../support/supply-events';
import { signatureHeaders, startWebhookReceiver } from '../support/webhook-receiver';

const webhooks = (page: Page) => page.getByRole('heading', { name: 'Webhooks', level: 2 }).locator('xpath=../..');

test('an admin adds a webhook endpoint, sees its secret once, and the next lead arrives signed; replay sends it again', async ({
  page,
  request,
  signedInAs,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    await signedInAs('manager');
    await withAccountSelected(page, DEMO_IDS.parentAccount);
    await page.goto('/account');
    const section = webhooks(page);
    await expect(section.getByRole('button', { name: 'Add endpoint' })).toBeVisible();

    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add endpoint' });
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByLabel('Description').fill('Journey CRM');
    await expect(form.getByRole('checkbox', { name: 'lead.created' })).toBeChecked();
    await form.getByRole('checkbox', { name: 'call.created' }).uncheck();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
    await expect(secretDialog.getByText('You will not see this signing secret again.')).toBeVisible();
    const secret = (await secretDialog.getByLabel('Signing secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page);
    await secretDialog.getByRole('button', { name: 'I have saved it' }).click();
    await expect(secretDialog).toBeHidden();
    const item = section.getByText(receiver.url).locator('xpath=ancestor::div[contains(@class, "Paper")][1]');
    await expect(item).toBeVisible();
    // The secret is not on the page any more, nor in what the list answers.
    await expect(page.getByText(secret)).toHaveCount(0);

    const lead = await ingestEvent(request);
    const mine = () => receiver.about(lead.supplyEventId);
    await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(1);
    const [hook] = mine();
    const headers = signatureHeaders(hook!);
    // Verified by the Standard Webhooks library, as the customer's receiver would.
    const event = new Webhook(secret).verify(hook!.body, headers) as { type: string; accountId: string };
    expect(event).toMatchObject({ type: 'lead.created', accountId: DEMO_IDS.parentAccount });

    await item.getByRole('button', { name: 'Delivery log' }).click();
    const log = item.getByRole('table', { name: 'Delivery log' });
    const row = log.getByRole('row').filter({ hasText: 'lead.created' }).first();
    await expect(row).toContainText('SUCCEEDED');
    await expect(row).toContainText('200');
    await expect(row).toContainText('thanks');
    await expectAccessible(page);

    await row.getByRole('button', { name: /^Replay/ }).click();
    await expect(toast(page, 'Sent again')).toBeVisible();
    await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(2);
    expect(mine()[1]!.headers['webhook-id']).toBe(headers['webhook-id']);
    await expect(log.getByRole('row').filter({ hasText: 'lead.created' }).first()).toContainText('SUCCEEDED');

    // On a phone the log becomes a list of cards, nothing cut off.
    await page.setViewportSize(PHONE);
    await expect(item.getByRole('list', { name: 'Delivery log' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    // Tidy up: the other journeys' leads need not go to a receiver that is about to close.
    await item.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this endpoint?' })
      .getByRole('button', { name: 'Delete endpoint' })
      .click();
    await expect(section.getByText(receiver.url)).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('a billing contact is told who manages webhooks', async ({ page, signedInAs }) => {
  await signedInAs('billing');
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await page.goto('/account');
  await expect(webhooks(page).getByText('Read only: seeing and changing webhooks needs the ADMIN role')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
});
