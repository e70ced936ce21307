import { createMailTransport, createSmsTransport } from '../adapters/mail';
import type { AppDeps } from '../http/types';
import { CAMPAIGN_SCHEDULE_JOB, runCampaignSchedule } from '../modules/campaigns/campaign-schedule';
import { startEventDispatcher, type EventDispatcher, type EventHandler } from '../modules/events/dispatch';
import { onNews } from '../modules/events/news-signal';
import { localRecordingStorage } from '../adapters/recording-storage';
import { restoreDemoRecordings } from '../modules/recordings/demo-recordings';
import { applyRetention } from '../modules/recordings/recording-service';
import { AUTOPAY_JOB, ISSUE_INVOICES_JOB, chargeAutopay, issueDueInvoices } from '../modules/billing/billing-jobs';
import { AUTO_RECHARGE_JOB, runAutoRecharges } from '../modules/billing/auto-recharge';
import { notificationHandler } from '../modules/notifications/notification-handler';
import { queuedMessageSender, sendMessagesWithin, workDeliverMessage } from './deliver-message';
import { systemResolver } from '../lib/address-policy';
import { startWebhookDelivery, type WebhookDelivery } from '../modules/webhooks/delivery-worker';
import { webhookFanOut } from '../modules/webhooks/fan-out';

export interface Workers {
  /** Hands the outbox's events on at once (one was just recorded in this process). */
  dispatcher: EventDispatcher;
  /** Sends due webhook deliveries; null when the caller sends them (tests). */
  webhooks: WebhookDelivery | null;
  stop(): Promise<void>;
}

/** Every job handler; a process started with `--role worker` (or the default `all`) runs them. */
export async function startWorkers({
  config,
  database,
  queue,
  clock,
  payments,
  logger,
  dispatchEvents = true,
  deliverWebhooks = true,
  resolveHost = systemResolver,
}: Pick<AppDeps, 'config' | 'database' | 'queue' | 'clock' | 'payments' | 'resolveHost'> & {
  logger: { error(details: object, message: string): void };
  /** False leaves the outbox to the caller (tests that dispatch by hand). */
  dispatchEvents?: boolean;
  /** False leaves webhook deliveries to the caller (tests that start their own delivery worker). */
  deliverWebhooks?: boolean;
}): Promise<Workers> {
  const email = createMailTransport(config, database.db);
  // The server refuses to start without a mail transport (assertMailTransport); a bare worker checks here.
  if (!email) throw new Error('No mail transport: set SMTP_URL, or DEV_OUTBOX=true in development.');
  await workDeliverMessage(queue, { email, sms: createSmsTransport(database.db) });
  // Paused campaigns resume on their day and campaigns end after theirs: checked every minute.
  await queue.work(CAMPAIGN_SCHEDULE_JOB, async () => {
    await runCampaignSchedule(database.db, clock.now());
  });
  await queue.schedule(CAMPAIGN_SCHEDULE_JOB, '* * * * *');
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
  // A prepaid balance that crossed its threshold is topped up within the minute; declines retry on a schedule.
  await queue.work(AUTO_RECHARGE_JOB, async () => {
    await runAutoRecharges(database.db, payments, messages, clock.now(), config.publicUrl);
  });
  await queue.schedule(AUTO_RECHARGE_JOB, '* * * * *');
  // What happened on accounts (the outbox) goes on to its receivers continuously, not on a cron tick.
  const handlers: EventHandler[] = [
    notificationHandler({
      messagesWithin: (tx, messages) => sendMessagesWithin(queue, tx, messages),
      publicUrl: config.publicUrl,
    }),
    webhookFanOut,
  ];
  const dispatcher = startEventDispatcher({
    db: database.db,
    handlers: dispatchEvents ? handlers : null,
    now: () => clock.now(),
    onError: (error) => logger.error({ err: error }, 'event dispatch failed; retrying'),
  });
  // Webhook deliveries are claimed with a lease and sent continuously; a killed worker's claims expire.
  const webhooks = deliverWebhooks
    ? startWebhookDelivery({
        db: database.db,
        clock,
        policy: { allowPrivateNetworks: config.webhookAllowPrivateNetworks, resolve: resolveHost },
        messages,
        concurrency: config.WEBHOOK_CONCURRENCY,
        onError: (error) => logger.error({ err: error }, 'webhook delivery failed; retrying'),
      })
    : null;
  // A dispatch that committed in this process may have made deliveries: they go out now, not at the next look.
  const stopNudging = onNews(() => webhooks?.nudge());
  return {
    dispatcher,
    webhooks,
    async stop() {
      stopNudging();
      await dispatcher.stop();
      await webhooks?.stop();
    },
  };
}

export const RECORDING_RETENTION_JOB = 'recording-retention';
