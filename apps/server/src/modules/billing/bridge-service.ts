import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { BRIDGE_LINK_DAYS, topUpProblem, type BridgeLinkCreate, type BridgeView } from '@portal/shared/billing';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { Db } from '../../db/database';
import { accounts, invoices, paymentBridgeLinks, payments } from '../../db/schema/index';
import { tenantScope, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../../db/audit';
import { isUuid } from '../../lib/uuid';
import { readBilling } from './billing-account-repository';
import { findInvoice, toInvoice } from './invoice-repository';
import { providerOf } from './payment-method-service';
import { settleFromRecord } from './payment-reconciliation';
import { pay } from './payment-service';
import { signedTokens } from '../../db/signed-tokens';

/** Keeps the key it always had (app_meta 'payment_bridge_secret'): links sent before stay valid. */
const SECRET_PURPOSE = 'payment_bridge';
const BRIDGE: Actor = { userId: null, username: 'payment-bridge' };

const altered = () =>
  new AppError(
    'NOT_FOUND',
    'This payment link is not valid: it may have been changed or cut short. Ask for a new link.',
  );

/** The link's id when the token is one this server signed, else null (changed, cut short, or made up). */
async function linkIdOf(db: Db, token: string): Promise<string | null> {
  const id = await signedTokens(db, SECRET_PURPOSE).verify(token);
  return id && isUuid(id) ? id : null;
}

/** A link to pay an open invoice's amount due, or to top up a prepaid balance by an amount. */
export async function createBridgeLink(
  scope: TenantScope,
  input: BridgeLinkCreate,
  actor: Actor,
  now: Date,
  publicUrl: string,
) {
  let amountCents: number;
  if (input.purpose === 'INVOICE') {
    const invoice = isUuid(input.invoiceId ?? '') ? await findInvoice(scope, input.invoiceId!) : undefined;
    if (!invoice) throw new AppError('NOT_FOUND', 'There is no such invoice on this account.');
    amountCents = toInvoice(invoice).amountDueCents;
    if (amountCents === 0) throw new AppError('BUSINESS_RULE', `Invoice ${invoice.number} is already paid.`);
  } else {
    if (((await readBilling(scope))?.billing?.mode ?? 'PREPAID') !== 'PREPAID') {
      throw new AppError(
        'BUSINESS_RULE',
        'Top-up links are for prepaid accounts: send a link to pay an invoice instead.',
      );
    }
    amountCents = input.amountCents!;
    const problem = topUpProblem(amountCents);
    if (problem) throw new AppError('BUSINESS_RULE', problem);
  }
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + BRIDGE_LINK_DAYS * 24 * 3600_000);
  await scope.db.transaction(async (tx) => {
    await tx.insert(paymentBridgeLinks).values({
      id,
      accountId: scope.accountId,
      purpose: input.purpose,
      invoiceId: input.purpose === 'INVOICE' ? input.invoiceId! : null,
      amountCents,
      createdBy: actor.username,
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'payment_bridge_link',
      entityId: id,
      action: 'create',
      before: null,
      after: { purpose: input.purpose, amountCents, expiresAt: expiresAt.toISOString() },
    });
  });
  const token = await signedTokens(scope.db, SECRET_PURPOSE).sign(id);
  return {
    url: `${publicUrl}/payment-bridge?token=${encodeURIComponent(token)}`,
    token,
    expiresAt: expiresAt.toISOString(),
  };
}

type LinkRow = typeof paymentBridgeLinks.$inferSelect;

/** The link a token names, if it is genuine; otherwise what is wrong, plainly. */
async function linkOf(db: Db, token: string) {
  const id = await linkIdOf(db, token);
  if (!id) throw altered();
  const [row] = await db
    .select({ link: paymentBridgeLinks, accountName: accounts.name, invoiceNumber: invoices.number, payment: payments })
    .from(paymentBridgeLinks)
    .innerJoin(accounts, eq(accounts.id, paymentBridgeLinks.accountId))
    .leftJoin(invoices, eq(invoices.id, paymentBridgeLinks.invoiceId))
    .leftJoin(payments, eq(payments.id, paymentBridgeLinks.paymentId))
    .where(eq(paymentBridgeLinks.id, id));
  if (!row) throw altered();
  return row;
}

type Found = Awaited<ReturnType<typeof linkOf>>;

const statusOf = ({ link, payment }: Found) =>
  payment?.status === 'SUCCEEDED' ? 'PAID' : link.usedAt ? 'PROCESSING' : 'OPEN';

function viewOf(found: Found): BridgeView {
  const { link, accountName, invoiceNumber, payment } = found;
  const status = statusOf(found);
  return {
    accountName,
    purpose: link.purpose,
    amountCents: link.amountCents,
    invoiceNumber: invoiceNumber ?? null,
    expiresAt: link.expiresAt.toISOString(),
    status,
    lastFailure: status === 'OPEN' ? link.lastFailure : null,
    receipt:
      status === 'PAID' && payment
        ? {
            accountName,
            amountCents: payment.amountCents,
            paymentId: payment.id,
            method: payment.methodLabel ?? 'Card',
            paidAt: (payment.settledAt ?? payment.createdAt).toISOString(),
          }
        : null,
  };
}

/** What settling a payment that was left unanswered needs (see payment-reconciliation.ts). */
export interface Settling {
  provider: PaymentsProvider | null;
  messages: MessageSender;
  /** How long after it was made a payment is surely over (settleAfterMs). */
  afterMs: number;
}

/**
 * Where a link stands; an unpaid link past its date is refused, a paid one shows its receipt for ever. The
 * payer's page asks again while PROCESSING: a payment whose answer is overdue is settled then and there by
 * the provider's record (as the reconciliation job would), so the page ends in paid or failed.
 */
export async function viewBridgeLink(db: Db, token: string, now: Date, settling: Settling): Promise<BridgeView> {
  let found = await linkOf(db, token);
  const { payment } = found;
  if (
    settling.provider &&
    payment?.status === 'PENDING' &&
    payment.createdAt.getTime() < now.getTime() - settling.afterMs
  ) {
    await settleFromRecord(db, settling.provider, settling.messages, payment, now);
    found = await linkOf(db, token);
  }
  if (statusOf(found) === 'OPEN' && found.link.expiresAt <= now) throw expired();
  return viewOf(found);
}

const expired = () => new AppError('BUSINESS_RULE', 'This payment link has expired. Ask for a new link.');

/**
 * Pays what a link names with a card typed into the provider's form, signed out. The link is claimed first
 * (two tabs cannot both pay); the card is made at the provider and charged for this link only: it is never
 * one of the account's payment methods, so nothing else can charge it. A refused card or a decline gives the
 * link back (with the reason, for the next try); a provider that did not answer leaves it PROCESSING until
 * the payment settles (a retry is refused meanwhile; the reconciliation job settles it within a minute).
 */
export async function payBridgeLink(
  db: Db,
  provider: PaymentsProvider | null,
  messages: MessageSender,
  input: { token: string; cardToken: string },
  now: Date,
): Promise<BridgeView> {
  const payments = providerOf(provider);
  const found = await linkOf(db, input.token);
  const { link } = found;
  if (statusOf(found) === 'PAID') {
    throw new AppError(
      'BUSINESS_RULE',
      'This payment link was already used: the payment went through. Nothing more is due through it.',
    );
  }
  if (statusOf(found) === 'OPEN' && link.expiresAt <= now) throw expired();
  if (!(await claim(db, link, now))) {
    throw new AppError(
      'BUSINESS_RULE',
      'A payment through this link is being processed. Check back in a few minutes before trying again.',
    );
  }
  const release = (lastFailure: string | null) =>
    db
      .update(paymentBridgeLinks)
      .set({ usedAt: null, lastFailure })
      .where(and(eq(paymentBridgeLinks.id, link.id), isNull(paymentBridgeLinks.paymentId)));
  const made = await payments.createPaymentMethod(input.cardToken);
  if (made.status !== 'created') {
    await release(null);
    if (made.status === 'unavailable') {
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer. Nothing was charged; try again.');
    }
    throw new AppError('BUSINESS_RULE', `The card details could not be used: ${made.message} Enter them again.`);
  }
  try {
    await pay(tenantScope(db, link), provider, messages, {
      purpose: link.purpose,
      invoiceId: link.invoiceId ?? undefined,
      amountCents: link.amountCents,
      source: { kind: 'link', method: made.paymentMethod, bridgeLinkId: link.id },
      attemptKey: `bridge:${link.id}:${made.paymentMethod.id}`,
      actor: BRIDGE,
      now,
    });
  } catch (error) {
    // Not paid, and no payment under way (a decline gave the link back when it failed the payment).
    if (!(error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')) {
      await release(error instanceof AppError ? error.message : null);
      throw error;
    }
  }
  return viewOf(await linkOf(db, input.token));
}

/** The link is this request's to pay through, or another's already (two tabs, a double click). */
async function claim(db: Db, link: LinkRow, now: Date): Promise<boolean> {
  const claimed = await db
    .update(paymentBridgeLinks)
    .set({ usedAt: now })
    .where(and(eq(paymentBridgeLinks.id, link.id), isNull(paymentBridgeLinks.usedAt)))
    .returning({ id: paymentBridgeLinks.id });
  return claimed.length > 0;
}
