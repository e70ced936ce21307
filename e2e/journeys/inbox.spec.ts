import type { Page } from '@playwright/test';
import { markCalledBack } from '@portal/shared/contracts/leads/mark-called-back';
import { expectAccessible } from '../support/accessibility';
import { callAs } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { DESKTOP, PHONE, clippedButtons, horizontalOverflow, undersizedTargets } from '../support/layout';
import { toast } from '../support/portal';
import { PARENT_ACCOUNT, ingestEvent, journeyCampaign, selectAccountOnce } from '../support/supply-events';
import { DATE_TIME_IN_SENTENCE, textWith } from '../support/dates';

// Every journey posts the leads and calls it looks at (never a demo event), named so no other journey's match.
const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;

const inbox = (page: Page) => page.getByRole('region', { name: 'Waiting for a call back' });
const row = (page: Page, name: string) => inbox(page).getByRole('listitem').filter({ hasText: name });

/** Opens the Summary of Brightside with the live stream open. */
async function openHome(page: Page) {
  await selectAccountOnce(page);
  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/notification-svc/stream?'));
  await page.goto('/');
  await expect(inbox(page).getByRole('list')).toBeVisible();
  expect((await streamOpened).status()).toBe(200);
}

test.describe('the call-back inbox', () => {
  test.beforeEach(async ({ request }) => {
    // Made before the Summary opens: a new campaign would change the page under the journey.
    await journeyCampaign(request);
  });

  test('on a phone it is the home screen: call, text, mark a lead contacted and a missed call called back', async ({
    page,
    signedInAs,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const leadName = uniqueName('Lia Lead');
    const callerName = uniqueName('Cal Missed');
    const lead = await ingestEvent(request, { consumer: { name: leadName }, serviceRequested: 'Burst pipe' });
    const missed = await ingestEvent(request, {
      type: 'CALL',
      consumer: { name: callerName },
      call: { durationSeconds: 0, outcome: 'MISSED' },
    });
    await signedInAs('owner');
    await openHome(page);

    // First on the screen, above the Summary's range and figures.
    const inboxTop = (await inbox(page).boundingBox())!.y;
    const heading = page.getByRole('heading', { name: 'Summary', level: 1 });
    await expect(heading).toBeVisible();
    const rangeTop = (await heading.boundingBox())!.y;
    expect(inboxTop).toBeLessThan(rangeTop);
    await expect(row(page, leadName)).toContainText('Burst pipe · ZIP 78701 · 1 min ago');
    await expect(row(page, leadName).getByRole('link', { name: `Call ${leadName}` })).toHaveAttribute(
      'href',
      `tel:${lead.phone}`,
    );
    await expect(row(page, leadName).getByRole('link', { name: `Text ${leadName}` })).toHaveAttribute(
      'href',
      `sms:${lead.phone}`,
    );
    await expect(row(page, callerName)).toContainText('Missed call');
    expect(await undersizedTargets(page), 'targets under 44 x 44 px').toEqual([]);
    expect(await clippedButtons(page), 'cut-off buttons').toEqual([]);
    expect(await horizontalOverflow(page), 'sideways overflow').toBe(0);
    await expectAccessible(page);

    await row(page, leadName)
      .getByRole('button', { name: `Mark ${leadName} contacted` })
      .click();
    await expect(toast(page, `${leadName} marked Contacted.`)).toBeVisible();
    await expect(row(page, leadName)).toHaveCount(0);
    await row(page, callerName)
      .getByRole('button', { name: `Mark ${callerName} called back` })
      .click();
    await expect(toast(page, `${callerName} marked called back.`)).toBeVisible();
    await expect(row(page, callerName)).toHaveCount(0);

    // Their own pages say what was done.
    await page.goto(`/lead/${lead.supplyEventId}`);
    await expect(page.getByRole('radio', { name: 'Contacted' })).toBeChecked();
    await page.goto(`/call/${missed.supplyEventId}`);
    await expect(page.getByRole('region', { name: 'Call' })).toContainText(
      textWith(String.raw`Call back\s*Called back\s${DATE_TIME_IN_SENTENCE}`),
    );
    await expectAccessible(page);
  });

  test('on a desktop it is a panel of the Summary that new leads reach live and that lets go of what others handle', async ({
    page,
    signedInAs,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signedInAs('viewer');
    await openHome(page);
    // A viewer calls and texts but does not mark: the panel says why.
    await expect(inbox(page)).toContainText('Read only: marking them contacted or called back needs the BILLING role');

    const callerName = uniqueName('Vic Voicemail');
    const call = await ingestEvent(request, {
      type: 'CALL',
      consumer: { name: callerName },
      call: { durationSeconds: 40, outcome: 'VOICEMAIL' },
    });
    // Live: it arrives without a reload, and leaves when someone else marks it called back.
    await expect(row(page, callerName)).toContainText('Voicemail');
    await expect(row(page, callerName).getByRole('button')).toHaveCount(0);
    await expectAccessible(page);
    await callAs(request, 'billing', markCalledBack, {
      params: { accountId: PARENT_ACCOUNT, supplyEventId: call.supplyEventId },
    });
    await expect(row(page, callerName)).toHaveCount(0);
  });

  test('a missed call’s own page marks it called back', async ({ page, signedInAs, request }) => {
    const missed = await ingestEvent(request, {
      type: 'CALL',
      consumer: { name: uniqueName('Pam Page') },
      call: { durationSeconds: 0, outcome: 'MISSED' },
    });
    await signedInAs('billing');
    await selectAccountOnce(page);
    await page.goto(`/call/${missed.supplyEventId}`);
    const call = page.getByRole('region', { name: 'Call' });
    await call.getByRole('button', { name: 'Mark called back' }).click();
    await expect(toast(page, 'Marked called back.')).toBeVisible();
    await expect(call).toContainText(textWith(String.raw`Called back\s${DATE_TIME_IN_SENTENCE}`));
  });
});
