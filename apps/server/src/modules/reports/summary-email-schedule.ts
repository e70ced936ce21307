import { sql, type SQL } from 'drizzle-orm';
import { ianaZoneOf } from '@portal/shared/account-time';
import { defaultSummaryEmail } from '@portal/shared/notifications';
import { ROLES } from '@portal/shared/roles';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/index';
import { SENDING_FREQUENCIES, summaryPeriodDue, type SendingFrequency } from './summary-period';

export const SUMMARY_EMAILS_JOB = 'summary-emails';
export const SUMMARY_EMAIL_JOB = 'summary-email';

/** One person's summary email of one account and period: what the summary-email job makes. */
export interface SummaryEmailJob {
  recipient: string;
  accountId: string;
  frequency: SendingFrequency;
  periodStart: string;
}

// The role's default where the person chose nothing: the same rule the preferences answer with.
const defaultFrequency = (role: SQL) =>
  sql.join(
    [sql`case ${role}`, ...ROLES.map((each) => sql`when ${each} then ${defaultSummaryEmail(each)}`), sql`end`],
    sql` `,
  );

/**
 * Finds the summary emails due now (every account's 7:00 on its sending days) and makes one job for each person
 * and period that has none yet. The period's row and its job are written in one transaction, and the row's key
 * (person, account, frequency, first day) lets a period be claimed once: a second worker, or this one after a
 * restart, finds it taken. Answers how many jobs were made.
 */
export async function scheduleSummaryEmails(
  db: Db,
  sendJobsWithin: (tx: Db, jobs: SummaryEmailJob[]) => Promise<void>,
  now: Date,
): Promise<number> {
  const zones = await db.select({ id: accounts.id, timeZone: accounts.timeZone }).from(accounts);
  const due = zones.flatMap((account) => {
    const zone = ianaZoneOf(account.timeZone);
    return SENDING_FREQUENCIES.flatMap((frequency) => {
      const period = summaryPeriodDue(frequency, zone, now);
      return period ? [{ account_id: account.id, frequency, period_start: period.from, period_end: period.to }] : [];
    });
  });
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{
      recipient: string;
      account_id: string;
      frequency: string;
      period_start: string;
    }>(sql`
      insert into summary_email_sends (recipient, account_id, frequency, period_start, period_end, created_at)
      select lower(c.email), d.account_id, d.frequency, d.period_start, d.period_end, ${now}
      from jsonb_to_recordset(${JSON.stringify(due)}::jsonb)
        as d(account_id uuid, frequency text, period_start date, period_end date)
      join account_contact_assignments a on a.account_id = d.account_id
      join contacts c on c.id = a.contact_id
      left join summary_email_choices ch on ch.recipient = lower(c.email) and ch.account_id = d.account_id
      where coalesce(ch.frequency, ${defaultFrequency(sql`a.role::text`)}) = d.frequency
      on conflict do nothing
      returning recipient, account_id, frequency, period_start::text`);
    const jobs = claimed.rows.map((row) => ({
      recipient: row.recipient,
      accountId: row.account_id,
      frequency: row.frequency as SendingFrequency,
      periodStart: row.period_start,
    }));
    await sendJobsWithin(tx, jobs);
    return jobs.length;
  });
}
