import type { Page } from '@playwright/test';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { DEMO_CAMPAIGN_IDS, DEMO_USER } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { callAs } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { accessToken, signInWithPassword, toast } from '../support/portal';
import {
  PARENT_ACCOUNT,
  fileDispute,
  ingestBillable,
  ingestEvent,
  journeyCampaign,
  selectAccountOnce,
  uploadRecording,
} from '../support/supply-events';
import { demoWav } from '../../apps/server/src/demo/demo-recordings';
import { DATE_TIME, DATE_TIME_IN_SENTENCE, textWith } from '../support/dates';
import { PHONE, undersizedTargets } from '../support/layout';

// Every journey posts the events it looks at or changes (never a demo event), with explicit times.
const WHEN = textWith(DATE_TIME);

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('lead and call pages', () => {
  test('a lead shows the customer, the message, the price and the dispute deadline', async ({
    page,
    signedInAs,
    request,
  }) => {
    const campaign = await journeyCampaign(request);
    const lead = await ingestBillable(request, {
      listingId: campaign.listingId,
      consumer: { name: 'Maria Lopez', email: 'maria.lopez@example.com' },
      serviceRequested: 'Water heater leaking',
      message: 'Please come after 3pm.',
    });
    await signedInAs('owner');
    await selectAccountOnce(page);
    await page.goto(`/lead/${lead.supplyEventId}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Lead from Maria Lopez' })).toBeVisible();
    await expect(page.getByText(WHEN).first()).toBeVisible();
    await expect(page.getByRole('link', { name: campaign.name, exact: true })).toHaveAttribute(
      'href',
      `/campaigns/${campaign.id}`,
    );
    await expect(page.getByRole('link', { name: `${campaign.name} — Downtown` })).toHaveAttribute(
      'href',
      `/listings/${campaign.listingId}`,
    );

    const customer = section(page, 'Customer');
    const shown = lead.phone.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
    await expect(customer.getByRole('link', { name: shown })).toHaveAttribute('href', `tel:${lead.phone}`);
    await expect(customer.getByRole('link', { name: 'maria.lopez@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria.lopez@example.com',
    );
    await expect(customer).toContainText('78701');
    await expect(customer).toContainText('Water heater leaking');
    await expect(customer).toContainText('Please come after 3pm.');

    const price = section(page, 'Price');
    await expect(price).toContainText('$25.00');
    await expect(price).toContainText('Billed');
    await expect(section(page, 'Your status').getByRole('radio', { name: 'New' })).toBeChecked();
    await expect(section(page, 'Dispute')).toContainText(
      textWith(String.raw`You can dispute it until\s${DATE_TIME_IN_SENTENCE}`),
    );
    await expect(page.getByRole('button', { name: 'Dispute this lead' })).toBeVisible();
    await expect(page).toHaveTitle(/Lead/);
  });

  test('a call shows the numbers, the duration, the outcome and that it has no recording', async ({
    page,
    signedInAs,
    request,
  }) => {
    const call = await ingestBillable(request, {
      type: 'CALL',
      consumer: { name: 'Derek Chen' },
      call: { durationSeconds: 247, outcome: 'ANSWERED' },
    });
    await signedInAs('owner');
    await selectAccountOnce(page);
    await page.goto(`/call/${call.supplyEventId}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Call from Derek Chen' })).toBeVisible();
    const details = section(page, 'Call');
    const caller = call.callerNumber!.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
    await expect(details.getByRole('link', { name: caller })).toHaveAttribute('href', `tel:${call.callerNumber}`);
    await expect(details).toContainText('(512) 555-0150');
    await expect(details).toContainText('4:07');
    await expect(details).toContainText('Answered');
    await expect(details).toContainText('No recording for this call');
    await expect(section(page, 'Price')).toContainText('$45.00');
    await expect(page.getByRole('button', { name: 'Dispute this call' })).toBeVisible();
  });

  test('at 360 px a recorded call plays in the portal’s player: play, pause, a seek bar that lands where it is put (the audio answers Range, 206), and the speed', async ({
    page,
    signedInAs,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const call = await ingestBillable(request, { type: 'CALL', consumer: { name: 'Rita Recorded' } });
    await uploadRecording(request, call.externalId, demoWav(6, 2));
    await signedInAs('owner');
    await selectAccountOnce(page);
    const ranged = page.waitForResponse(
      (response) => response.url().includes('/call-recording/media/') && response.status() === 206,
    );
    await page.goto(`/call/${call.supplyEventId}`);
    const player = page.getByRole('group', { name: 'Recording' });
    const audio = player.locator('audio');
    await expect(audio).toHaveAttribute('src', /\/api\/call-management\/call-recording\/media\//);
    expect((await ranged).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
    const thumb = player.getByRole('slider', { name: 'Position in the recording' });
    // The audio's own length, once its metadata is in.
    await expect(thumb).toHaveAttribute('aria-valuetext', '0:00 of 0:06');
    expect(await undersizedTargets(page), 'targets under 44 x 44 px').toEqual([]);
    await expectAccessible(page);

    await player.getByRole('button', { name: 'Play the recording' }).click();
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    await player.getByRole('button', { name: 'Pause the recording' }).click();
    await expect(player.getByRole('button', { name: 'Play the recording' })).toBeVisible();

    // A seek lands where the thumb is put, a second a key: only a server that serves ranges lets it.
    await thumb.focus();
    await page.keyboard.press('Home');
    for (let second = 0; second < 4; second += 1) await page.keyboard.press('ArrowRight');
    await expect(thumb).toHaveAttribute('aria-valuetext', '0:04 of 0:06');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeCloseTo(4, 0);

    await player.getByRole('button', { name: 'Playback speed 1×, change it' }).click();
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
  });

  test('a lead opened as a call, or a call as a lead, goes to its own page', async ({ page, signedInAs, request }) => {
    const lead = await ingestEvent(request);
    const call = await ingestEvent(request, { type: 'CALL' });
    await signedInAs('billing');
    await selectAccountOnce(page);
    await page.goto(`/call/${lead.supplyEventId}`);
    await expect(page).toHaveURL(`/lead/${lead.supplyEventId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Lead from/ })).toBeVisible();
    await page.goto(`/lead/${call.supplyEventId}`);
    await expect(page).toHaveURL(`/call/${call.supplyEventId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Call from/ })).toBeVisible();
  });
});

test.describe('working a lead', () => {
  test('BILLING books a lead, is asked for the job’s value, and the Summary counts it as revenue', async ({
    page,
    signedInAs,
    request,
  }) => {
    const lead = await ingestEvent(request);
    await signedInAs('billing');
    await selectAccountOnce(page);
    await page.goto(`/lead/${lead.supplyEventId}`);

    const status = section(page, 'Your status');
    await expect(status.getByRole('textbox', { name: 'Job value' })).toHaveCount(0);
    await status.getByText('Booked', { exact: true }).click();
    await expect(toast(page, 'Status set to Booked. Add the job’s value to see it as revenue.')).toBeVisible();
    // The field it asks for is under the status; the focus stays on the status (its arrow keys save each one).
    const value = status.getByRole('textbox', { name: 'Job value' });
    await expect(value).toBeVisible();
    await expect(status.getByRole('radio', { name: 'Booked' })).toBeFocused();
    await expectAccessible(page);
    await value.fill('1250');
    await status.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Job value set to $1,250.00.')).toBeVisible();
    await page.reload();
    await expect(section(page, 'Your status').getByRole('textbox', { name: 'Job value' })).toHaveValue('$1,250.00');

    // Booked today (the account's calendar, CST): today's revenue on the Summary, the only job marked today.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    await page.goto(`/?from=${today}&to=${today}`);
    const figures = page.getByRole('region', { name: 'Figures for the range' });
    await expect(figures.locator('dt:text-is("Revenue") + dd')).toHaveText('$1,250.00');
    await expect(figures.locator('dt:text-is("Revenue") ~ dd').nth(1)).toHaveText('1 job booked or won');
  });

  test('BILLING changes the status and adds a note', async ({ page, signedInAs, request }) => {
    const lead = await ingestEvent(request);
    await signedInAs('billing');
    await selectAccountOnce(page);
    await page.goto(`/lead/${lead.supplyEventId}`);

    const status = section(page, 'Your status');
    await status.getByText('Contacted', { exact: true }).click();
    await expect(toast(page, 'Status set to Contacted.')).toBeVisible();
    await expect(status.getByRole('radio', { name: 'Contacted' })).toBeChecked();

    const notes = section(page, 'Notes');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('textbox', { name: 'Add a note' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await notes.getByRole('textbox', { name: 'Add a note' }).fill('Called back, booked for Tuesday 9am.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, 'Note added.')).toBeVisible();
    const list = notes.getByRole('list', { name: 'Notes' });
    await expect(list).toContainText('Called back, booked for Tuesday 9am.');
    await expect(list).toContainText('Bianca Bell');
    await expect(list).toContainText(WHEN);
    await expect(notes.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

    // Both were saved, not only shown.
    await page.reload();
    await expect(section(page, 'Your status').getByRole('radio', { name: 'Contacted' })).toBeChecked();
    await expect(section(page, 'Notes')).toContainText('Called back, booked for Tuesday 9am.');
  });

  test('VIEWER reads the lead but is offered no control the server would refuse', async ({
    page,
    signedInAs,
    request,
  }) => {
    const lead = await ingestBillable(request);
    await signedInAs('viewer');
    await selectAccountOnce(page);
    await page.goto(`/lead/${lead.supplyEventId}`);

    const status = section(page, 'Your status');
    await expect(status).toContainText('New');
    await expect(status).toContainText(
      'Changing the status or the job value needs the BILLING role or a stronger one.',
    );
    await expect(status.getByRole('radio')).toHaveCount(0);
    await expect(section(page, 'Notes')).toContainText('Adding notes needs the BILLING role');
    await expect(page.getByRole('textbox', { name: 'Add a note' })).toHaveCount(0);
    const dispute = section(page, 'Dispute');
    await expect(dispute).toContainText(/You can dispute it until/);
    await expect(dispute).toContainText('Filing a dispute needs the BILLING role or a stronger one.');
    await expect(page.getByRole('button', { name: 'Dispute this lead' })).toHaveCount(0);
  });
});

test.describe('disputes', () => {
  test('BILLING files a dispute from the modal and sees it under review', async ({ page, signedInAs, request }) => {
    const lead = await ingestBillable(request);
    await signedInAs('billing');
    await selectAccountOnce(page);
    await page.goto(`/lead/${lead.supplyEventId}`);

    await page.getByRole('button', { name: 'Dispute this lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispute this lead' });
    // It opens on its first field, not its close button.
    await expect(dialog.getByRole('radio').first()).toBeFocused();
    await expect(dialog).toContainText('$25.00');
    await expect(dialog).toContainText(textWith(String.raw`You can dispute until\s${DATE_TIME_IN_SENTENCE}`));
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'File dispute' }).click();
    await expect(dialog).toContainText('Choose a reason');
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      /This field is required/,
    );
    await dialog.getByRole('radio', { name: 'Outside my service area' }).check();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('The customer lives in Dallas.');
    // A window narrowed to a phone's width and back keeps the dialog open with what was typed.
    const wide = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('The customer lives in Dallas.');
    await page.setViewportSize(wide);
    await expect(dialog.getByRole('radio', { name: 'Outside my service area' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('The customer lives in Dallas.');
    await dialog.getByRole('button', { name: 'File dispute' }).click();
    await expect(toast(page, 'Your dispute was filed.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const dispute = section(page, 'Dispute');
    await expect(dispute).toContainText('Under review');
    await expect(dispute).toContainText('Outside my service area');
    await expect(dispute).toContainText('The customer lives in Dallas.');
    await expect(dispute).toContainText('billing@demo.test');
    await expect(page.getByRole('button', { name: 'Dispute this lead' })).toHaveCount(0);
  });

  test('staff approve a dispute from the lead page, and the customer sees the decision and the credit', async ({
    page,
    signedInAs,
    request,
  }) => {
    const lead = await ingestBillable(request, { consumer: { name: 'Robo Caller' } });
    await fileDispute(request, await accessToken(request, DEMO_USER.billing), lead.supplyEventId);

    // Staff find it in the account's disputes on the admin screen.
    await signedInAs('staff');
    await page.goto(`/admin/${PARENT_ACCOUNT}`);
    const disputes = page.getByRole('region', { name: 'Disputes' });
    await expect(disputes.getByRole('radio', { name: 'Under review' })).toBeChecked();
    await expectAccessible(page);
    await disputes.getByRole('link', { name: 'Lead from Robo Caller' }).click();
    await expect(page).toHaveURL(`/lead/${lead.supplyEventId}`);

    const dispute = section(page, 'Dispute');
    await expect(dispute).toContainText('Spam or robocall');
    await dispute.getByRole('button', { name: 'Approve with credit of $25.00' }).click();
    await expect(dispute.getByRole('textbox', { name: 'Decision note' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expectAccessible(page);
    await dispute.getByRole('textbox', { name: 'Decision note' }).fill('A robocall: credited in full.');
    await dispute.getByRole('button', { name: 'Approve with credit of $25.00' }).click();
    await expect(toast(page, 'Dispute approved and credited.')).toBeVisible();
    await expect(dispute).toContainText('Approved: $25.00 credited to your account');
    await expect(dispute.getByRole('textbox', { name: 'Decision note' })).toHaveCount(0);

    await page.goto(`/admin/${PARENT_ACCOUNT}`);
    await disputes.getByText('Approved', { exact: true }).click();
    await expect(disputes.getByRole('link', { name: 'Lead from Robo Caller' })).toBeVisible();

    // The customer, signed in afresh, reads the decision.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signInWithPassword(page, DEMO_USER.owner);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/lead/${lead.supplyEventId}`);
    const seen = section(page, 'Dispute');
    await expect(seen).toContainText('Approved');
    await expect(seen).toContainText('A robocall: credited in full.');
    await expect(seen).toContainText(textWith(String.raw`Decided\s${DATE_TIME_IN_SENTENCE}`));
    // Credited, it reads so wherever its price shows: the lead's page and its row in the Summary's table.
    const price = section(page, 'Price');
    await expect(price).toContainText('Credited');
    await expect(price).toContainText('$0.00');
    await expect(price).toContainText('Charged $25.00, then $25.00 credited back after your dispute.');
    await expect(page.getByRole('button', { name: 'Dispute this lead' })).toHaveCount(0);
    await page.goto(`/?q=${encodeURIComponent(lead.phone.slice(-7))}`);
    const row = page.getByRole('table', { name: 'Leads and calls' }).getByRole('row').nth(1);
    await expect(row).toContainText('Credited');
    await expect(row).toContainText('$0.00, $25.00 credited');
  });

  test('a lead past its 7 days and a call that was not billed say why they cannot be disputed', async ({
    page,
    signedInAs,
    request,
  }) => {
    // A billed lead of the demo's history from 9 days back or more: past its window whatever the clock says
    // (ingestion refuses an event that old, so it cannot be posted now); looked at, never changed.
    const before = new Date(Date.now() - 9 * 24 * 3600_000).toISOString().slice(0, 10);
    const history = await callAs(request, 'billing', listSupplyEvents, {
      params: { accountId: PARENT_ACCOUNT },
      query: { type: 'LEAD', billable: 'true', disputed: 'false', to: before, limit: 1 },
    });
    const old = { supplyEventId: history.items[0]!.id };
    const missed = await ingestEvent(request, { type: 'CALL', call: { durationSeconds: 0, outcome: 'MISSED' } });
    expect(missed.reason).toBe('CALL_NOT_ANSWERED');
    await signedInAs('billing');
    await selectAccountOnce(page);

    await page.goto(`/lead/${old.supplyEventId}`);
    const late = section(page, 'Dispute');
    await expect(late).toContainText('This lead cannot be disputed');
    await expect(late).toContainText(
      textWith(String.raw`The 7 days to dispute this lead ended\s${DATE_TIME_IN_SENTENCE}\.`),
    );
    await expect(page.getByRole('button', { name: 'Dispute this lead' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/call/${missed.supplyEventId}`);
    const price = section(page, 'Price');
    await expect(price).toContainText('Not billed');
    await expect(price).toContainText('$0.00');
    await expect(price).toContainText('The call was not answered');
    await expect(price).toContainText('Missed calls and voicemails are never charged.');
    await expect(section(page, 'Dispute')).toContainText('Only a billed call can be disputed');
    await expect(page.getByRole('button', { name: 'Dispute this call' })).toHaveCount(0);
  });
});

test.describe('not found, errors and links from emails', () => {
  test('an unknown lead shows the not-found state with a way to the Summary', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await selectAccountOnce(page);
    await page.goto('/lead/00000000-0000-4000-8000-0000000000ff');
    await expect(page.getByRole('heading', { level: 1, name: 'This lead was not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the Summary' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a failing server shows the error with Try Again, which loads the call once it answers', async ({
    page,
    signedInAs,
    request,
  }) => {
    const call = await ingestEvent(request, { type: 'CALL', consumer: { name: 'Erin Error' } });
    await signedInAs('owner');
    await selectAccountOnce(page);
    const eventUrl = `**/supply-events/${call.supplyEventId}`;
    await page.route(eventUrl, (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong.' } }),
    );
    await page.goto(`/call/${call.supplyEventId}`);
    const alert = page.getByRole('alert').filter({ hasText: 'The call could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);

    await page.unroute(eventUrl);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Call from Erin Error' })).toBeVisible();
  });

  test('a link opened with no account selected selects the lead’s account, or shows not found without a role on it', async ({
    page,
    signedInAs,
    request,
  }) => {
    const lead = await ingestEvent(request, { consumer: { name: 'Emma Email' } });
    // Owner holds two accounts and has chosen neither: the lead's account becomes the selected one.
    await signedInAs('owner');
    await page.goto(`/lead/${lead.supplyEventId}`);
    await expect(page).toHaveURL(`/lead/${lead.supplyEventId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lead from Emma Email' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedAccountId'))).toBe(PARENT_ACCOUNT);
    await expect(page.getByRole('banner')).toContainText('Brightside Home Services');
  });

  test('a lead of an account the user holds no role on shows not found', async ({ page, signedInAs, request }) => {
    // Drain Cleaning North Austin is the other demo account's: BILLING holds a role only on the first.
    const foreign = await ingestEvent(request, {
      campaignId: DEMO_CAMPAIGN_IDS.drainCleaning,
      consumer: { zip: '78727' },
    });
    await signedInAs('billing');
    await page.goto(`/lead/${foreign.supplyEventId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This lead was not found' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedAccountId'))).toBeNull();
  });
});
