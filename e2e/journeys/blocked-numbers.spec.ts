import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { formatPhone } from '@portal/shared/phone-format';
import { expectAccessible } from '../support/accessibility';
import { withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/portal';
import { ingestEvent } from '../support/supply-events';

test('an admin blocks a call’s caller from its page: the next call from it is recorded but not charged, until unblocked', async ({
  page,
  request,
  signedInAs,
}) => {
  const first = await ingestEvent(request, { type: 'CALL' });
  const caller = first.callerNumber!;
  const shown = formatPhone(caller);
  await signedInAs('manager');
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await page.goto(`/call/${first.supplyEventId}`);
  await page.getByRole('button', { name: 'Block this number' }).click();
  const confirm = page.getByRole('dialog', { name: `Block ${shown}?` });
  await confirm.getByLabel('Why (optional)').fill('Spam, calls daily');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Block number' }).click();
  await expect(toast(page, `${shown} is blocked: its next calls and leads are not charged.`)).toBeVisible();
  await expect(page.getByText('Blocked: not charged from now on.')).toBeVisible();

  const next = await ingestEvent(request, { type: 'CALL', callerNumber: caller });
  expect(next).toMatchObject({ billable: false, reason: 'BLOCKED_NUMBER' });
  await page.goto(`/call/${next.supplyEventId}`);
  await expect(page.getByText('A blocked number').first()).toBeVisible();

  // The list on the account screen has it with its reason; unblocked, the number is charged again.
  await page.goto('/account');
  const list = page.getByRole('list', { name: 'Blocked numbers' });
  await expect(list.getByRole('listitem').filter({ hasText: shown })).toContainText('Spam, calls daily');
  await expectAccessible(page);
  await list.getByRole('button', { name: `Unblock ${shown}` }).click();
  await expect(toast(page, `${shown} is no longer blocked.`)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: shown })).toHaveCount(0);
});

test('a viewer sees a call’s caller without a block button, and reads who may block numbers', async ({
  page,
  request,
  signedInAs,
}) => {
  const call = await ingestEvent(request, { type: 'CALL' });
  await signedInAs('viewer');
  await withAccountSelected(page, DEMO_IDS.parentAccount);
  await page.goto(`/call/${call.supplyEventId}`);
  await expect(page.getByText(formatPhone(call.callerNumber!))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block this number' })).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByText('Read only: blocking numbers needs the ADMIN role (you are VIEWER).')).toBeVisible();
});
