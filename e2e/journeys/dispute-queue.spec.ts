import type { APIRequestContext } from '@playwright/test';
import { demoWav } from '../../apps/server/src/demo/demo-recordings';
import { DEMO_USER } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { SIZES } from '../support/layout';
import { accessToken, openNavigation, toast } from '../support/portal';
import { PARENT_ACCOUNT, fileDispute, ingestBillable, uploadRecording } from '../support/supply-events';

/** Rejects, through the API, the disputes of this run a journey left waiting (it stopped before deciding them). */
async function rejectLeftOver(request: APIRequestContext, run: string) {
  const authorization = `Bearer ${await accessToken(request, DEMO_USER.staff)}`;
  const response = await request.get('/api/ad-portal/advprtl/disputes', {
    headers: { authorization },
    params: { status: 'PENDING', accountId: PARENT_ACCOUNT, limit: 100 },
  });
  const { items } = (await response.json()) as { items: { id: string; event: { consumer: { name: string } } }[] };
  for (const dispute of items.filter((item) => item.event.consumer.name.endsWith(run)))
    await request.post(`/api/ad-portal/advprtl/disputes/${dispute.id}/decision`, {
      headers: { authorization },
      data: { decision: 'REJECTED', note: 'Left over by a journey.' },
    });
}

for (const { name, viewport } of SIZES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('staff decide three disputes in one go from the queue of every account, the oldest first', async ({
      page,
      signedInAs,
      request,
    }) => {
      const run = `${name} ${Date.now()}`;
      const token = await accessToken(request, DEMO_USER.billing);
      const leads = [];
      for (const who of ['Queue Ann', 'Queue Bob', 'Queue Cy']) {
        const lead = await ingestBillable(request, { consumer: { name: `${who} ${run}` } });
        await fileDispute(request, token, lead.supplyEventId);
        leads.push(lead);
      }

      await signedInAs('staff');
      await page.goto('/');
      await (await openNavigation(page)).getByRole('link', { name: 'Disputes' }).click();
      await expect(page).toHaveURL('/admin/disputes');
      await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
      const queue = page.getByRole(name === 'phone' ? 'list' : 'table', { name: 'Disputes waiting' });
      await expect(queue.getByText(`Lead from Queue Ann ${run}`)).toBeVisible();
      // The oldest first: the three in the order they were filed, each with what is left of its target.
      const names = await queue.getByRole('button', { name: new RegExp(run) }).allTextContents();
      expect(names).toEqual([`Lead from Queue Ann ${run}`, `Lead from Queue Bob ${run}`, `Lead from Queue Cy ${run}`]);
      await expect(queue.getByText(/^Due in 2 days$|^Due in 1 day \d+ h$|^Due in \d+ days?/).first()).toBeVisible();
      await expectAccessible(page);

      // A filter keeps them (they are spam, the demo's waiting one is not) and goes in the URL.
      await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Spam or robocall' });
      await expect(page).toHaveURL(/reason=SPAM/);
      await expect(queue.getByText(/Outside my service area/)).toHaveCount(0);

      for (const who of ['Queue Ann', 'Queue Bob', 'Queue Cy'])
        await queue
          .getByRole('checkbox', { name: `Select the dispute of the lead from ${who.toLowerCase()} ${run}` })
          .check();
      const bar = page.getByRole('region', { name: 'Decide the selected disputes' });
      await expect(bar).toContainText('3 disputes selected');
      await bar.getByRole('button', { name: 'Approve 3 disputes' }).click();
      await expect(bar.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(/This field is required/);
      // The check ran and the buttons are back from their loading state (its overlay fades the label).
      await expect(bar.locator('[data-loading]')).toHaveCount(0);
      await expectAccessible(page);
      await bar.getByRole('textbox', { name: 'Note' }).fill('Robocalls: credited in full.');
      await bar.getByRole('button', { name: 'Approve 3 disputes' }).click();
      await expect(toast(page, '3 disputes approved.')).toBeVisible();
      await expect(queue.getByRole('button', { name: new RegExp(run) })).toHaveCount(0);
      await expect(bar).toBeHidden();

      // Each lead says so.
      await page.goto(`/lead/${leads[1]!.supplyEventId}`);
      await expect(page.getByRole('region', { name: 'Dispute' })).toContainText('Approved');
    });

    test('staff open a dispute’s panel from its row, decide it there with a note, and go through the queue by keyboard', async ({
      page,
      signedInAs,
      request,
    }) => {
      const run = `${name} ${Date.now()}`;
      const token = await accessToken(request, DEMO_USER.billing);
      const call = await ingestBillable(request, { type: 'CALL', consumer: { name: `Panel Cal ${run}` } });
      await uploadRecording(request, call.externalId, demoWav(6, 2));
      const lee = await ingestBillable(request, { consumer: { name: `Panel Lee ${run}` } });
      const kay = await ingestBillable(request, { consumer: { name: `Panel Kay ${run}` } });
      // Filed in this order, so they follow each other in the queue (the oldest first).
      for (const event of [call, lee, kay]) await fileDispute(request, token, event.supplyEventId);
      const queue = page.getByRole(name === 'phone' ? 'list' : 'table', { name: 'Disputes waiting' });
      const row = (text: string) => queue.getByRole('button', { name: `${text} ${run}` });
      try {
        await signedInAs('staff');
        await page.goto(`/admin/disputes?reason=SPAM&account=${PARENT_ACCOUNT}`);

        // A row opens its panel: the call in brief, its recording, the customer's comment and the account's history.
        await row('Call from Panel Cal').click();
        const panel = page.getByRole('dialog', { name: `Call from Panel Cal ${run}` });
        await expect(panel).toContainText('A robocall selling warranties, not a customer.');
        await expect(panel).toContainText('Spam or robocall');
        await expect(panel).toContainText('$45.00');
        await expect(panel.getByRole('slider', { name: 'Position in the recording' })).toHaveAttribute(
          'aria-valuetext',
          '0:00 of 0:06',
        );
        const history = panel.getByRole('list', { name: 'Other disputes' });
        await expect(history).toContainText(`Lead from Panel Kay ${run}`);
        await expect(history).toContainText(`Lead from Panel Lee ${run}`);
        await expectAccessible(page);

        // Decided from the panel, with a note: the note is asked for first.
        await panel.getByRole('radio', { name: 'Reject: the charge stands' }).check();
        await panel.getByRole('button', { name: 'Reject the dispute' }).click();
        await expect(panel.getByRole('textbox', { name: 'Decision note' })).toHaveAccessibleDescription(
          /This field is required/,
        );
        await panel
          .getByRole('textbox', { name: 'Decision note' })
          .fill('A real customer: the call lasted two minutes.');
        await panel.getByRole('button', { name: 'Reject the dispute' }).click();
        await expect(toast(page, 'Dispute rejected.')).toBeVisible();
        await expect(panel).toBeHidden();
        await expect(row('Call from Panel Cal')).toHaveCount(0);

        // The row that took its place is current and has the focus; j and k move, o opens.
        await expect(row('Lead from Panel Lee')).toBeFocused();
        await expect(row('Lead from Panel Lee')).toHaveAttribute('aria-current', 'true');
        await page.keyboard.press('j');
        await expect(row('Lead from Panel Kay')).toBeFocused();
        await page.keyboard.press('k');
        await expect(row('Lead from Panel Lee')).toBeFocused();
        await expect(row('Lead from Panel Kay')).not.toHaveAttribute('aria-current', 'true');
        await page.keyboard.press('o');
        const leePanel = page.getByRole('dialog', { name: `Lead from Panel Lee ${run}` });
        // The account's history: the call just rejected, with its note.
        const leeHistory = leePanel.getByRole('list', { name: 'Other disputes' });
        await expect(leeHistory.getByRole('listitem').filter({ hasText: `Call from Panel Cal ${run}` })).toContainText(
          /Rejected.*A real customer: the call lasted two minutes\./,
        );
        // In the panel, j and k show the next and previous dispute.
        await page.keyboard.press('j');
        await expect(page.getByRole('dialog', { name: `Lead from Panel Kay ${run}` })).toBeVisible();
        await page.keyboard.press('k');
        await expect(leePanel).toBeVisible();

        // a chooses approval and puts the focus in the note; nothing is decided until its button is pressed.
        await page.keyboard.press('a');
        const note = leePanel.getByRole('textbox', { name: 'Decision note' });
        await expect(note).toBeFocused();
        await expect(leePanel.getByRole('radio', { name: 'Approve: credit $25.00 to the account' })).toBeChecked();
        await page.keyboard.type('A robocall: credited.');
        await expect(note).toHaveValue('A robocall: credited.');
        await page.keyboard.press('Tab');
        await expect(leePanel.getByRole('button', { name: 'Approve and credit $25.00' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(toast(page, 'Dispute approved: $25.00 credited.')).toBeVisible();
        await expect(leePanel).toBeHidden();
        await expect(row('Lead from Panel Kay')).toBeFocused();

        // r on the current row: its panel with rejection chosen; Escape closes it undecided.
        await page.keyboard.press('r');
        const kayPanel = page.getByRole('dialog', { name: `Lead from Panel Kay ${run}` });
        await expect(kayPanel.getByRole('textbox', { name: 'Decision note' })).toBeFocused();
        await expect(kayPanel.getByRole('radio', { name: 'Reject: the charge stands' })).toBeChecked();
        await expect(kayPanel.locator('[data-loading]')).toHaveCount(0);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(kayPanel).toBeHidden();
        await expect(row('Lead from Panel Kay')).toBeFocused();
        await page.keyboard.press('r');
        await page.keyboard.type('Not a robocall: the customer asked for a quote.');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect(toast(page, 'Dispute rejected.')).toBeVisible();
        await expect(queue.getByRole('button', { name: new RegExp(run) })).toHaveCount(0);
      } finally {
        await rejectLeftOver(request, run);
      }
    });
  });
}
