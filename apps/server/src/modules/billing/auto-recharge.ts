import { formatDocumentDateTime } from '@portal/shared/human-time';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { dollars } from '@portal/shared/money';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { Db } from '../../db/database';
import { accounts, autoRecharges, billingAccounts, payments } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../db/audit';
import { createBridgeLink } from './bridge-service';
import { pay } from './payment-service';
import { providerKeyOf } from './provider-key';

export const AUTO_RECHARGE_JOB = 'auto-recharge';

/**
 * How long after a declined automatic top-up the next attempt waits; after the last wait's attempt the
 * crossing is given up (FAILED) and the next one starts afresh. Each decline emails a payment link.
 */
export const AUTO_RECHARGE_RETRY_HOURS = [1, 6, 24, 24] as const;
/** A provider that did not answer is asked again (with the same key) this soon. */
const UNANSWERED_RETRY_MS = 5 * 60_000;

const AUTO_RECHARGE: Actor = { userId: null, username: 'auto-recharge' };

type AutoRechargeRow = typeof autoRecharges.$inferSelect;

export type AutoRechargeOutcome = 'DONE' | 'SKIPPED' | 'DECLINED' | 'FAILED' | 'UNANSWERED';

/** The provider key of an attempt: the same attempt asked twice charges once; a new attempt gets a new key. */
const attemptKeyOf = (row: Pick<AutoRechargeRow, 'id' | 'attempts'>) => `auto-recharge:${row.id}:${row.attempts + 1}`;

/**
 * Works the automatic top-ups that are due: each crossing of the threshold (queued by the ledger's trigger,
 * migration 0010) charges the default method once. Run every minute; runs that overlap ask the provider
 * with the same key, so they charge once between them.
 */
export async function runAutoRecharges(
  db: Db,
  provider: PaymentsProvider | null,
  messages: MessageSender,
  now: Date,
  publicUrl: string,
): Promise<AutoRechargeOutcome[]> {
  const due = await db
    .select()
    .from(autoRecharges)
    .where(
      and(
        eq(autoRecharges.status, 'PENDING'),
        or(isNull(autoRecharges.nextAttemptAt), lte(autoRecharges.nextAttemptAt, now)),
      ),
    )
    .orderBy(autoRecharges.crossedAt)
    .limit(200);
  const outcomes: AutoRechargeOutcome[] = [];
  for (const row of due) outcomes.push(await attempt(db, provider, messages, row, now, publicUrl));
  return outcomes;
}

async function attempt(
  db: Db,
  provider: PaymentsProvider | null,
  messages: MessageSender,
  row: AutoRechargeRow,
  now: Date,
  publicUrl: string,
): Promise<AutoRechargeOutcome> {
  const scope = tenantScope(db, { accountId: row.accountId });
  const [billing] = await db.select().from(billingAccounts).where(eq(billingAccounts.accountId, row.accountId));
  const attemptKey = attemptKeyOf(row);
  // An attempt the provider never answered may have charged: it is settled (same key) before anything else.
  const [unanswered] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.accountId, row.accountId),
        eq(payments.providerIdempotencyKey, providerKeyOf(row.accountId, attemptKey)),
        eq(payments.status, 'PENDING'),
      ),
    );
  const threshold = billing?.rechargeThresholdCents ?? null;
  const amount = billing?.rechargeAmountCents ?? null;
  const method = billing?.defaultPaymentMethodId ?? null;
  const stillWanted =
    billing?.mode === 'PREPAID' && threshold !== null && amount !== null && method !== null
      ? -billing.owedCents < threshold
      : false;
  if (!unanswered && !stillWanted) {
    // Topped up by hand, switched off, or no longer prepaid: nothing to charge for this crossing.
    await settle(db, row, { status: 'SKIPPED', settledAt: now });
    return 'SKIPPED';
  }
  try {
    const payment = await pay(scope, provider, messages, {
      purpose: 'AUTO_RECHARGE',
      amountCents: amount!,
      source: { kind: 'saved', paymentMethodId: method! },
      attemptKey,
      actor: AUTO_RECHARGE,
      now,
    });
    await settle(db, row, { status: 'DONE', paymentId: payment.id, settledAt: now, lastFailure: null });
    return 'DONE';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'SERVICE_UNAVAILABLE') {
      await settle(db, row, { nextAttemptAt: new Date(now.getTime() + UNANSWERED_RETRY_MS) });
      return 'UNANSWERED';
    }
    return declined(db, messages, row, error.message, now, publicUrl);
  }
}

/** A decline (or a method that can no longer be charged): the next attempt on the schedule, or give up. */
async function declined(
  db: Db,
  messages: MessageSender,
  row: AutoRechargeRow,
  reason: string,
  now: Date,
  publicUrl: string,
): Promise<AutoRechargeOutcome> {
  const attempts = row.attempts + 1;
  const waitHours = AUTO_RECHARGE_RETRY_HOURS[attempts - 1];
  const nextAttemptAt = waitHours === undefined ? null : new Date(now.getTime() + waitHours * 3600_000);
  await settle(
    db,
    row,
    nextAttemptAt
      ? { attempts, lastFailure: reason, nextAttemptAt }
      : { attempts, lastFailure: reason, status: 'FAILED', settledAt: now },
  );
  await tellDeclined(db, messages, row.accountId, reason, nextAttemptAt, now, publicUrl);
  return nextAttemptAt ? 'DECLINED' : 'FAILED';
}

/** Updates the row only while it is still pending, so a slower overlapping run cannot undo a newer outcome. */
async function settle(db: Db, row: AutoRechargeRow, change: Partial<typeof autoRecharges.$inferInsert>) {
  await db
    .update(autoRecharges)
    .set(change)
    .where(
      and(eq(autoRecharges.id, row.id), eq(autoRecharges.status, 'PENDING'), eq(autoRecharges.attempts, row.attempts)),
    );
}

/** The billing email hears of the decline, with a link to top up by hand without signing in. */
async function tellDeclined(
  db: Db,
  messages: MessageSender,
  accountId: string,
  reason: string,
  nextAttemptAt: Date | null,
  now: Date,
  publicUrl: string,
) {
  const [row] = await db
    .select({
      name: accounts.name,
      timeZone: accounts.timeZone,
      billingEmail: billingAccounts.billingEmail,
      amount: billingAccounts.rechargeAmountCents,
    })
    .from(accounts)
    .innerJoin(billingAccounts, eq(billingAccounts.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row?.billingEmail || !row.amount) return;
  const link = await createBridgeLink(
    tenantScope(db, { accountId }),
    { purpose: 'TOP_UP', amountCents: row.amount },
    AUTO_RECHARGE,
    now,
    publicUrl,
  );
  await messages.send({
    channel: 'email',
    to: row.billingEmail,
    subject: `Automatic top-up failed for ${row.name}`,
    text: [
      `The automatic top-up of ${dollars(row.amount)} for ${row.name} did not go through: ${reason}`,
      nextAttemptAt
        ? `We will try the default payment method again on ${formatDocumentDateTime(nextAttemptAt, row.timeZone)}.`
        : 'We will not try again until the balance next falls under the threshold.',
      'While the prepaid balance is too low, new leads and calls are not bought.',
      `Top up now with any card, without signing in (the link works once, for 7 days): ${link.url}`,
    ].join('\n'),
  });
}

/**
 * Settings saved with the balance already under the threshold: that is a crossing too (the trigger only
 * sees entries). Queued once; a pending one stands. Call in the transaction that saved the settings.
 */
export async function queueRechargeIfUnder(tx: Db, accountId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${autoRecharges} (account_id, crossed_at)
    select account_id, ${now.toISOString()}::timestamptz from ${billingAccounts}
     where account_id = ${accountId} and mode = 'PREPAID' and default_payment_method_id is not null
       and recharge_threshold_cents is not null and recharge_amount_cents is not null
       and -owed_cents < recharge_threshold_cents
    on conflict (account_id) where status = 'PENDING' do nothing`);
}
