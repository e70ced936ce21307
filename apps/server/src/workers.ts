import { createMailTransport, createSmsTransport } from './adapters/mail';
import type { AppDeps } from './http/types';
import { CAMPAIGN_SCHEDULE_JOB, runCampaignSchedule } from './modules/campaigns/index';
import { startEventDispatcher, type EventDispatcher, type EventHandler } from './outbox/dispatch';
import { onOutbox } from './outbox/outbox-signal';
import { restoreDemoRecordings } from './demo/demo-recordings';
import { applyRetention } from './modules/recordings/index';
import {
  AUTOPAY_JOB,
  ISSUE_INVOICES_JOB,
  chargeAutopay,
  issueDueInvoices,
  AUTO_RECHARGE_JOB,
  runAutoRecharges,
  RECONCILE_PAYMENTS_JOB,
  settleAfterMs,
  startPaymentReconciliation,
} from './modules/billing/index';
import {
  deliverPush,
  notificationHandler,
  PUSH_JOB,
  PUSH_TIMEOUT_MS,
  type PushJob,
  vapidKeysOnce,
} from './modules/notifications/index';
import { sendMessagesWithin, workDeliverMessage } from './jobs/deliver-message';
import { checkedAgent, systemResolver } from './lib/address-policy';
import { startWebhookDelivery, type WebhookDelivery, webhookFanOut } from './modules/webhooks/index';
import {
  SUMMARY_EMAILS_JOB,
  SUMMARY_EMAIL_JOB,
  scheduleSummaryEmails,
  sendSummaryEmail,
  type SummaryEmailJob,
} from './modules/reports/index';

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
  messages,
  recordings: storage,
  sms = null,
}: Pick<
  AppDeps,
  'config' | 'database' | 'queue' | 'clock' | 'payments' | 'resolveHost' | 'messages' | 'recordings' | 'sms'
> & {
  logger: { error(details: object, message: string): void };
  /** False leaves the outbox to the caller (tests that dispatch by hand). */
  dispatchEvents?: boolean;
  /** False leaves webhook deliveries to the caller (tests that start their own delivery worker). */
  deliverWebhooks?: boolean;
}): Promise<Workers> {
  const email = createMailTransport(config, database.db);
  // The server refuses to start without a mail transport (assertMailTransport); a bare worker checks here.
  if (!email) throw new Error('No mail transport: set SMTP_URL, or DEV_OUTBOX=true in development.');
  await workDeliverMessage(queue, { email, sms: createSmsTransport(config, database.db, sms) });
  // Pushes to people's devices (Web Push), one job per device, looked for as often as messages are.
  const pushPolicy = { allowPrivateNetworks: config.pushAllowPrivateNetworks, resolve: resolveHost };
  const pushes = {
    db: database.db,
    vapidKeys: vapidKeysOnce(database.db),
    subject: `mailto:${config.SUPPORT_EMAIL}`,
    policy: pushPolicy,
    dispatcher: checkedAgent(pushPolicy, { connections: 16, timeoutMs: PUSH_TIMEOUT_MS }),
  };
  await queue.work<PushJob>(PUSH_JOB, (job) => deliverPush(pushes, job));
  // Jobs a cron schedule sends (once a minute at most) are looked for every 5 s rather than every 0.5 s: six
  // queues looking twice a second were most of an idle portal's database work.
  const onSchedule = async (name: string, cron: string, run: () => Promise<void>) => {
    await queue.work(name, run, { pollSeconds: 5 });
    await queue.schedule(name, cron);
  };
  // Paused campaigns resume on their day and campaigns end after theirs: checked every minute.
  await onSchedule(CAMPAIGN_SCHEDULE_JOB, '* * * * *', async () => {
    await runCampaignSchedule(database.db, clock.now());
  });
  // Recordings past their account's retention are deleted once a day.
  await restoreDemoRecordings(database.db, storage, config.recordingsDir);
  await onSchedule(RECORDING_RETENTION_JOB, '17 3 * * *', async () => {
    await applyRetention(database.db, storage, clock.now());
  });
  // Post-paid accounts get last month's invoice once their 1st has begun; autopay pays what falls due.
  await onSchedule(ISSUE_INVOICES_JOB, '5 * * * *', async () => {
    await issueDueInvoices(database.db, clock.now());
  });
  await onSchedule(AUTOPAY_JOB, '35 * * * *', async () => {
    await chargeAutopay(database.db, payments, messages, clock.now());
  });
  // A prepaid balance that crossed its threshold is topped up within the minute; declines retry on a schedule.
  await onSchedule(AUTO_RECHARGE_JOB, '* * * * *', async () => {
    await runAutoRecharges(database.db, payments, messages, clock.now(), config.publicUrl);
  });
  // Summary emails: every 5 minutes the accounts whose 7:00 has come on a sending day get theirs claimed and made
  // (half-hour zones included), each period once per person (docs/decisions/0046).
  if (config.SUMMARY_EMAILS) {
    // Its jobs come from the 5-minute schedule: looked for every 5 s, as the scheduled jobs are.
    await queue.work<SummaryEmailJob>(
      SUMMARY_EMAIL_JOB,
      (job) =>
        sendSummaryEmail(
          {
            db: database.db,
            messagesWithin: (tx, outgoing) => sendMessagesWithin(queue, tx, outgoing),
            publicUrl: config.publicUrl,
            now: () => clock.now(),
          },
          job,
        ),
      { pollSeconds: 5 },
    );
    await onSchedule(SUMMARY_EMAILS_JOB, '*/5 * * * *', async () => {
      await scheduleSummaryEmails(
        database.db,
        (tx, jobs) => queue.sendAllWithin(tx, SUMMARY_EMAIL_JOB, jobs),
        clock.now(),
      );
    });
  } else {
    await queue.unschedule(SUMMARY_EMAILS_JOB);
  }
  // A payment whose provider never answered (a time-out, a process that died) is settled by the provider's
  // record of it, once its request is surely over: looked for every few seconds, not on a minute cron.
  await queue.unschedule(RECONCILE_PAYMENTS_JOB);
  const reconciliation = startPaymentReconciliation({
    db: database.db,
    provider: payments,
    messages,
    now: () => clock.now(),
    afterMs: settleAfterMs(config.PAYMENTS_TIMEOUT_MS),
    everyMs: config.PAYMENTS_RECONCILE_EVERY_MS,
    onError: (error) => logger.error({ err: error }, 'payment reconciliation failed; trying again'),
  });
  // What happened on accounts (the outbox) goes on to its receivers continuously, not on a cron tick.
  const handlers: EventHandler[] = [
    notificationHandler({
      messagesWithin: (tx, messages) => sendMessagesWithin(queue, tx, messages),
      pushesWithin: (tx, pushes) => queue.sendAllWithin(tx, PUSH_JOB, pushes),
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
  const stopNudging = onOutbox(() => webhooks?.nudge());
  return {
    dispatcher,
    webhooks,
    async stop() {
      stopNudging();
      await reconciliation.stop();
      await dispatcher.stop();
      await webhooks?.stop();
      await pushes.dispatcher.close();
    },
  };
}

export const RECORDING_RETENTION_JOB = 'recording-retention';
