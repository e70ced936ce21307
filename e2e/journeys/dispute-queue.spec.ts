import { DEMO_USER } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { SIZES } from '../support/layout';
import { accessToken, openNavigation, toast } from '../support/portal';
import { fileDispute, ingestBillable } from '../support/supply-events';

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
      const names = await queue.getByRole('link', { name: new RegExp(run) }).allTextContents();
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
      await expect(queue.getByRole('link', { name: new RegExp(run) })).toHaveCount(0);
      await expect(bar).toBeHidden();

      // Each lead says so.
      await page.goto(`/lead/${leads[1]!.supplyEventId}`);
      await expect(page.getByRole('region', { name: 'Dispute' })).toContainText('Approved');
    });
  });
}
