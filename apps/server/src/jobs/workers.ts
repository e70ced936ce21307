import { createMailTransport, createSmsTransport } from '../adapters/mail';
import type { AppDeps } from '../http/types';
import { CAMPAIGN_SCHEDULE_JOB, runCampaignSchedule } from '../modules/campaigns/campaign-schedule';
import { DRAIN_SUPPLY_OUTBOX_JOB, drainSupplyOutbox } from '../modules/supply/drain-outbox';
import { localRecordingStorage } from '../adapters/recording-storage';
import { restoreDemoRecordings } from '../modules/recordings/demo-recordings';
import { applyRetention } from '../modules/recordings/recording-service';
import { AUTOPAY_JOB, ISSUE_INVOICES_JOB, chargeAutopay, issueDueInvoices } from '../modules/billing/billing-jobs';
import { queuedMessageSender, workDeliverMessage } from './deliver-message';

/** Every job handler; a process started with `--role worker` (or the default `all`) runs them. */
export async function startWorkers({
  config,
  database,
  queue,
  clock,
  payments,
}: Pick<AppDeps, 'config' | 'database' | 'queue' | 'clock' | 'payments'>): Promise<void> {
  const email = createMailTransport(config, database.db);
  // The server refuses to start without a mail transport (assertMailTransport); a bare worker checks here.
  if (!email) throw new Error('No mail transport: set SMTP_URL, or DEV_OUTBOX=true in development.');
  await workDeliverMessage(queue, { email, sms: createSmsTransport(database.db) });
  // Paused campaigns resume on their day and campaigns end after theirs: checked every minute.
  await queue.work(CAMPAIGN_SCHEDULE_JOB, async () => {
    await runCampaignSchedule(database.db, clock.now());
  });
  await queue.schedule(CAMPAIGN_SCHEDULE_JOB, '* * * * *');
  // New leads and calls wait in the outbox for notifications and webhooks.
  await queue.work(DRAIN_SUPPLY_OUTBOX_JOB, async () => {
    while ((await drainSupplyOutbox(database.db, clock.now())) > 0);
  });
  await queue.schedule(DRAIN_SUPPLY_OUTBOX_JOB, '* * * * *');
  // Recordings past their account's retention are deleted once a day.
  const storage = localRecordingStorage(config.recordingsDir);
  await restoreDemoRecordings(database.db, storage, config.recordingsDir);
  await queue.work(RECORDING_RETENTION_JOB, async () => {
    await applyRetention(database.db, storage, clock.now());
  });
  await queue.schedule(RECORDING_RETENTION_JOB, '17 3 * * *');
  // Post-paid accounts get last month's invoice once their 1st has begun; autopay pays what falls due.
  await queue.work(ISSUE_INVOICES_JOB, async () => {
    await issueDueInvoices(database.db, clock.now());
  });
  await queue.schedule(ISSUE_INVOICES_JOB, '5 * * * *');
  const messages = queuedMessageSender(queue);
  await queue.work(AUTOPAY_JOB, async () => {
    await chargeAutopay(database.db, payments, messages, clock.now());
  });
  await queue.schedule(AUTOPAY_JOB, '35 * * * *');
}

export const RECORDING_RETENTION_JOB = 'recording-retention';
