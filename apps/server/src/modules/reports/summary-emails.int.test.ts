import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getNotificationPreferences } from '@portal/shared/contracts/notifications/get-preferences';
import { unsubscribe } from '@portal/shared/contracts/notifications/unsubscribe';
import { updateNotificationPreferences } from '@portal/shared/contracts/notifications/update-preferences';
import { devMailboxMessages, summaryEmailSends } from '../../db/schema/index';
import { sendMessagesWithin } from '../../jobs/deliver-message';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS, DEMO_USER } from '../../test/demo';
import { pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/test-app';
import { SUMMARY_EMAIL_JOB, scheduleSummaryEmails, sendSummaryEmail, type SummaryEmailJob } from './index';

// The app's own workers send the mail; the summary emails' jobs are worked by the queues this file starts (two
// workers, and one started after a restart), and scheduled by hand at instants of the test's choosing.
const testApp = useTestApp();
const api = testApiClient(testApp);
const db = () => testApp.database.db;
const accountId = DEMO_IDS.parentAccount;

// Noon in Chicago (the demo's accounts are on Central time): every US zone is past 7:00 on the same day.
const MONDAY = new Date('2026-11-23T18:00:00Z');
const TUESDAY = new Date('2026-11-24T18:00:00Z');
const NEXT_MONDAY = new Date('2026-11-30T18:00:00Z');

// The mail goes through the app's queue, which works the mail jobs (so its queue exists: made inside the
// transaction, it would wait for a second connection that embedded PGlite does not have).
const senderOn = (now: Date) => ({
  db: db(),
  messagesWithin: sendMessagesWithin.bind(null, testApp.queue),
  publicUrl: testApp.config.publicUrl,
  now: () => now,
});

async function startWorker(now: Date): Promise<JobQueue> {
  const queue = await startJobQueue(testApp.database.pool, { error: () => undefined }, { stopWaitMs: 1_000 });
  await queue.work<SummaryEmailJob>(SUMMARY_EMAIL_JOB, (job) => sendSummaryEmail(senderOn(now), job));
  return queue;
}

const schedule = (queue: JobQueue, now: Date) =>
  scheduleSummaryEmails(db(), (tx, jobs) => queue.sendAllWithin(tx, SUMMARY_EMAIL_JOB, jobs), now);

const summaryEmails = () =>
  db().select().from(devMailboxMessages).where(like(devMailboxMessages.subject, 'Your % summary of %'));

/** Waits until every claimed period's email was handed on, and the mailbox holds them all. */
async function settled() {
  await expect
    .poll(async () => {
      const [row] = await db()
        .select({ open: sql<number>`count(*) filter (where queued_at is null and skipped is null)`.mapWith(Number) })
        .from(summaryEmailSends);
      return row!.open;
    })
    .toBe(0);
  const [queued] = await db()
    .select({ count: sql<number>`count(*) filter (where queued_at is not null)`.mapWith(Number) })
    .from(summaryEmailSends);
  await expect.poll(async () => (await summaryEmails()).length).toBe(queued!.count);
}

/** Who gets the weekly email with nobody having chosen: each owner and admin of each account. */
async function ownersAndAdmins(): Promise<string[]> {
  const rows = await db().execute<{ key: string }>(sql`
    select lower(c.email) || ' ' || a.account_id as key
    from account_contact_assignments a join contacts c on c.id = a.contact_id
    where a.role in ('OWNER', 'ADMIN') order by 1`);
  return rows.rows.map((row) => row.key);
}

describe('choosing the summary email', () => {
  it('is weekly for owners and admins and none for others until chosen, and refuses what is not a choice', async () => {
    const of = async (user: 'owner' | 'manager' | 'billing' | 'viewer') =>
      (await api.as(user).call(getNotificationPreferences, { params: { accountId } })).body.summaryEmail;
    expect([await of('owner'), await of('manager'), await of('billing'), await of('viewer')]).toEqual([
      'WEEKLY',
      'WEEKLY',
      'NONE',
      'NONE',
    ]);
    const chosen = await api
      .as('viewer')
      .call(updateNotificationPreferences, { params: { accountId }, body: { summaryEmail: 'DAILY' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.summaryEmail).toBe('DAILY');
    expect(await of('viewer')).toBe('DAILY');
    // The event choices are left as they were.
    expect(chosen.body.items).toContainEqual({ eventType: 'lead.created', channel: 'EMAIL', enabled: true });

    const put = (user: 'viewer' | 'staff', body: unknown) =>
      api.as(user).call(updateNotificationPreferences, { params: { accountId }, body: body as never });
    const hourly = await put('viewer', { summaryEmail: 'HOURLY' });
    expect(hourly.status).toBe(400);
    expect(JSON.stringify(hourly.body)).toContain('summaryEmail');
    const nothing = await put('viewer', {});
    expect(nothing.status).toBe(400);
    expect(JSON.stringify(nothing.body)).toContain('Send at least one choice');
    const staff = await put('staff', { summaryEmail: 'DAILY' });
    expect(staff.status).toBe(422);
    expect((await api.as('staff').call(getNotificationPreferences, { params: { accountId } })).body.summaryEmail).toBe(
      null,
    );
    expect(await of('viewer')).toBe('DAILY');
  });
});

describe('sending the summary emails', () => {
  it('sends each person one email per period, with two workers looking at once and after a restart', async () => {
    const expectedWeekly = await ownersAndAdmins();
    const first = await startWorker(MONDAY);
    let second = await startWorker(MONDAY);
    try {
      // Two workers' schedules at the same moment claim each period once between them.
      const made = await Promise.all([schedule(first, MONDAY), schedule(second, MONDAY)]);
      // The viewer chose daily (the test above): Sunday's email.
      expect(made[0] + made[1]).toBe(expectedWeekly.length + 1);
      await settled();
      // A restart: the second worker stops and a new one starts; looking again later that day finds nothing due.
      await second.stop();
      second = await startWorker(MONDAY);
      expect(await schedule(second, new Date(MONDAY.getTime() + 2 * 3600_000))).toBe(0);
      expect(await schedule(first, new Date(MONDAY.getTime() + 5 * 60_000))).toBe(0);
      // Tuesday: only the daily one.
      expect(await schedule(second, TUESDAY)).toBe(1);
      await settled();
    } finally {
      await first.stop();
      await second.stop();
    }
    const sent = await db().select().from(summaryEmailSends);
    const weekly = sent.filter((row) => row.frequency === 'WEEKLY');
    expect(weekly.map((row) => `${row.recipient} ${row.accountId}`).sort()).toEqual(expectedWeekly);
    expect(weekly.every((row) => row.periodStart === '2026-11-16' && row.periodEnd === '2026-11-22')).toBe(true);
    const daily = sent.filter((row) => row.frequency === 'DAILY');
    expect(daily.map((row) => `${row.recipient} ${row.periodStart}`).sort()).toEqual([
      `${DEMO_USER.viewer} 2026-11-22`,
      `${DEMO_USER.viewer} 2026-11-23`,
    ]);
    const mails = await summaryEmails();
    const ownerMails = mails.filter((mail) => mail.to === DEMO_USER.owner);
    // The owner is on two accounts: one weekly email of each.
    expect(ownerMails).toHaveLength(expectedWeekly.filter((key) => key.startsWith(`${DEMO_USER.owner} `)).length);
    expect(mails.filter((mail) => mail.to === DEMO_USER.viewer)).toHaveLength(2);
    expect(mails.filter((mail) => mail.to === DEMO_USER.billing)).toHaveLength(0);

    // A job run again (its worker died after the commit, and pg-boss retried it) makes no second email.
    await sendSummaryEmail(senderOn(MONDAY), {
      recipient: DEMO_USER.owner,
      accountId,
      frequency: 'WEEKLY',
      periodStart: '2026-11-16',
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await summaryEmails()).toHaveLength(mails.length);
    const [{ jobs }] = (
      await db().execute<{ jobs: number }>(
        sql`select count(*)::int as jobs from pgboss.job where name = 'deliver-message' and data->>'subject' like 'Your % summary of %'`,
      )
    ).rows as [{ jobs: number }];
    expect(jobs).toBe(mails.length);
  });

  it('says the figures, the top campaigns and what needs attention, with the PDF report and a link that stops it', async () => {
    const [mail] = (await summaryEmails()).filter(
      (row) => row.to === DEMO_USER.manager && row.subject?.startsWith('Your weekly summary'),
    );
    expect(mail?.subject).toMatch(/^Your weekly summary of .+: Mon, Nov 16 to Sun, Nov 22$/);
    const text = mail!.text;
    expect(text).toContain('compared with the week before (Mon, Nov 9 to Sun, Nov 15)');
    for (const line of [/^Leads: \d+/m, /^Spend: \$/m, /^Revenue: \$/m, /^Return on spend: /m, /^Top campaigns$/m])
      expect(text).toMatch(line);
    expect(text).toMatch(/^Needs attention\n- /m);
    expect(text).toContain(`Open the Summary: ${testApp.config.publicUrl}/?from=2026-11-16&to=2026-11-22`);
    const [file] = mail!.attachments ?? [];
    expect(file).toMatchObject({ filename: 'summary-2026-11-16-to-2026-11-22.pdf', contentType: 'application/pdf' });
    const report = await pdfText(Buffer.from(file!.contentBase64, 'base64'));
    expect(report.text).toContain('Summary report');
    expect(report.text).toContain('2026-11-16 to 2026-11-22');
    // The dev mailbox's page links the file, and serves it.
    const page = await testApp.app.inject({ url: `/dev/mailbox?to=${DEMO_USER.manager}` });
    expect(page.body).toContain(`href="/dev/mailbox/${mail!.id}/attachments/0"`);
    const served = await testApp.app.inject({ url: `/dev/mailbox/${mail!.id}/attachments/0` });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(Buffer.from(file!.contentBase64, 'base64'))).toBe(true);
    expect((await testApp.app.inject({ url: `/dev/mailbox/${mail!.id}/attachments/1` })).statusCode).toBe(404);

    // The link stops the summary email (without signing in); the next Monday has none for this person.
    const token = decodeURIComponent(/Stop these summary emails: \S+\?token=(\S+)/.exec(text)![1]!);
    const done = await api.as('anonymous').call(unsubscribe, { body: { token } });
    expect(done.body).toMatchObject({ eventType: 'summary.email', label: 'the summary email' });
    expect(
      (await api.as('manager').call(getNotificationPreferences, { params: { accountId } })).body.summaryEmail,
    ).toBe('NONE');
    const jobs: SummaryEmailJob[] = [];
    await scheduleSummaryEmails(db(), async (_tx, made) => void jobs.push(...made), NEXT_MONDAY);
    expect(jobs.some((job) => job.recipient === DEMO_USER.manager)).toBe(false);
    expect(jobs.some((job) => job.recipient === DEMO_USER.owner && job.accountId === accountId)).toBe(true);

    // A choice changed between the claim and the making of the email: none is sent, and the row says why.
    await api
      .as('owner')
      .call(updateNotificationPreferences, { params: { accountId }, body: { summaryEmail: 'MONTHLY' } });
    const ownerJob = jobs.find((job) => job.recipient === DEMO_USER.owner && job.accountId === accountId)!;
    await sendSummaryEmail(senderOn(NEXT_MONDAY), ownerJob);
    const [row] = await db()
      .select()
      .from(summaryEmailSends)
      .where(
        and(
          eq(summaryEmailSends.recipient, DEMO_USER.owner),
          eq(summaryEmailSends.accountId, accountId),
          eq(summaryEmailSends.periodStart, '2026-11-23'),
        ),
      );
    expect(row).toMatchObject({ skipped: 'chose another summary email', queuedAt: null });
  });
});
