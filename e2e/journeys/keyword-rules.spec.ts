import { demoWav } from '../../apps/server/src/demo/demo-recordings';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/portal';
import { ingestEvent, selectAccountOnce, uploadRecording, uploadTranscript } from '../support/supply-events';

test('a keyword rule made on the account screen tags and flags a lead that says its words, live, and the lead says which rule', async ({
  page,
  request,
  signedInAs,
}) => {
  const run = Date.now().toString(36).replace(/\d/g, 'x');
  const ruleName = `Call backs ${run}`;
  const consumer = `Kim Keyword ${run}`;
  await signedInAs('owner');
  await selectAccountOnce(page);
  await page.goto('/account');
  const card = page.getByRole('list', { name: 'Keyword rules' });
  // The demo's three rules are there.
  await expect(card.getByRole('listitem', { name: 'Quotes' })).toContainText('“quote”, “estimate”');

  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add keyword rule' });
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(dialog).toContainText('Give at least one word or phrase');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(ruleName);
  const phrases = dialog.getByRole('combobox', { name: 'Words and phrases' });
  await phrases.fill(`ring me ${run}`);
  await phrases.press('Enter');
  await dialog.getByRole('combobox', { name: 'Add tags' }).click();
  await page.getByRole('option', { name: 'Repeat customer' }).click();
  // On to the next field, as a person would: the list closes.
  await dialog.getByRole('combobox', { name: 'Add tags' }).press('Tab');
  await expect(page.getByRole('listbox', { name: 'Add tags' })).toBeHidden();
  await dialog.getByRole('checkbox', { name: 'Flag for follow-up' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(toast(page, `The rule ${ruleName} was added.`)).toBeVisible();
  await expect(card.getByRole('listitem', { name: ruleName })).toContainText('Repeat customer');
  await expect(card.getByRole('listitem', { name: ruleName })).toContainText('Flag for follow-up');

  // The activity, filtered to the customer: empty, then the lead arrives without a reload, tagged and flagged.
  await page.goto(`/?q=${encodeURIComponent(consumer)}`);
  const table = page.getByRole('table', { name: 'Leads and calls' });
  await expect(page.getByText('No leads or calls match these filters')).toBeVisible();
  const lead = await ingestEvent(request, {
    consumer: { name: consumer },
    message: `Please RING me ${run.toUpperCase()} after five.`,
  });
  const row = table.getByRole('row').filter({ hasText: consumer });
  await expect(row).toContainText('Repeat customer');
  await expect(row).toContainText('Follow up');

  await page.goto(`/lead/${lead.supplyEventId}`);
  await expect(page.getByRole('region', { name: 'Tags and follow-up' })).toContainText(
    `Marked by the keyword rule ${ruleName}`,
  );
  await expectAccessible(page);

  // Removed again: the lead keeps what the rule did.
  await page.goto('/account');
  await card.getByRole('button', { name: `Remove the rule ${ruleName}` }).click();
  await expect(toast(page, `The rule ${ruleName} was removed. What it did stays done.`)).toBeVisible();
  await expect(card.getByRole('listitem', { name: ruleName })).toHaveCount(0);
});

test('a call’s transcript sits with its recording, and a line plays the call from where it was said', async ({
  page,
  request,
  signedInAs,
}) => {
  const call = await ingestEvent(request, { type: 'CALL', consumer: { name: 'Tia Transcript' } });
  await uploadRecording(request, call.externalId, demoWav(6, 1));
  await uploadTranscript(request, call.externalId, [
    { speaker: 'BUSINESS', text: 'Thanks for calling, how can I help?', atSeconds: 0 },
    { speaker: 'CALLER', text: 'My water heater is leaking.', atSeconds: 2 },
    { speaker: 'BUSINESS', text: 'We can be there at four.', atSeconds: 4.5 },
  ]);
  await signedInAs('viewer');
  await selectAccountOnce(page);
  await page.goto(`/call/${call.supplyEventId}`);
  const recording = page.getByRole('group', { name: 'Recording' });
  const audio = recording.locator('audio');
  const transcript = recording.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);

  await transcript.getByRole('button', { name: /^Play from 0:04: You, We can be there at four\.$/ }).click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThanOrEqual(4.5);
  await expect(transcript.getByRole('button', { name: /^Play from 0:04/ })).toHaveAttribute('aria-current', 'true');
  await transcript.getByRole('button', { name: /^Play from 0:02/ }).click();
  await expect(transcript.getByRole('button', { name: /^Play from 0:02/ })).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeLessThan(4.5);
  await expect(recording.getByRole('slider', { name: 'Position in the recording' })).toHaveAttribute(
    'aria-valuetext',
    /^0:0[234] of 0:06$/,
  );
});
