import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  BRIDGE_LINK_DAYS,
  methodLabel,
  topUpProblem,
  type BridgeLinkCreate,
  type BridgeView,
} from '@portal/shared/billing';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { Db } from '../../db/database';
import { accounts, invoices, paymentBridgeLinks, paymentMethods } from '../../db/schema/index';
import { tenantScope, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../../lib/audit';
import { isUuid } from '../../lib/uuid';
import { findInvoice, toInvoice } from './invoice-repository';
import { insertProviderMethod } from './payment-method-repository';
import { providerOf } from './payment-method-service';
import { pay } from './payment-service';
import { signedTokens } from '../../lib/signed-tokens';

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

/** The link a token names, if it is genuine, unused and in date; otherwise what is wrong, plainly. */
async function usableLink(db: Db, token: string, now: Date) {
  const id = await linkIdOf(db, token);
  if (!id) throw altered();
  const [row] = await db
    .select({ link: paymentBridgeLinks, accountName: accounts.name, invoiceNumber: invoices.number })
    .from(paymentBridgeLinks)
    .innerJoin(accounts, eq(accounts.id, paymentBridgeLinks.accountId))
    .leftJoin(invoices, eq(invoices.id, paymentBridgeLinks.invoiceId))
    .where(eq(paymentBridgeLinks.id, id));
  if (!row) throw altered();
  if (row.link.paymentId) {
    throw new AppError(
      'BUSINESS_RULE',
      'This payment link was already used: the payment went through. Nothing more is due through it.',
    );
  }
  if (row.link.usedAt) {
    throw new AppError(
      'BUSINESS_RULE',
      'A payment through this link is being processed. Check back in a few minutes before trying again.',
    );
  }
  if (row.link.expiresAt <= now)
    throw new AppError('BUSINESS_RULE', 'This payment link has expired. Ask for a new link.');
  return row;
}

export async function viewBridgeLink(db: Db, token: string, now: Date): Promise<BridgeView> {
  const { link, accountName, invoiceNumber } = await usableLink(db, token, now);
  return {
    accountName,
    purpose: link.purpose,
    amountCents: link.amountCents,
    invoiceNumber: invoiceNumber ?? null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * Pays what a link names with a card typed into the provider's form, signed out. The link is claimed first
 * (two tabs cannot both pay), given back when the card is refused or declined so another card may be tried,
 * and kept when the provider did not answer (the payment may have gone through). The card is used once and
 * not kept on the account.
 */
export async function payBridgeLink(
  db: Db,
  provider: PaymentsProvider | null,
  messages: MessageSender,
  input: { token: string; cardToken: string },
  now: Date,
) {
  const payments = providerOf(provider);
  const { link, accountName } = await usableLink(db, input.token, now);
  const claimed = await db
    .update(paymentBridgeLinks)
    .set({ usedAt: now })
    .where(and(eq(paymentBridgeLinks.id, link.id), isNull(paymentBridgeLinks.usedAt)))
    .returning({ id: paymentBridgeLinks.id });
  if (claimed.length === 0) {
    throw new AppError('BUSINESS_RULE', 'This payment link was already used. Nothing more is due through it.');
  }
  const release = () => db.update(paymentBridgeLinks).set({ usedAt: null }).where(eq(paymentBridgeLinks.id, link.id));
  const made = await payments.createPaymentMethod(input.cardToken);
  if (made.status !== 'created') {
    await release();
    if (made.status === 'unavailable') {
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer. Nothing was charged; try again.');
    }
    throw new AppError('BUSINESS_RULE', `The card details could not be used: ${made.message} Enter them again.`);
  }
  const scope: TenantScope = tenantScope(db, { accountId: link.accountId });
  const method = await insertProviderMethod(scope, made.paymentMethod);
  const forget = () => db.update(paymentMethods).set({ removedAt: now }).where(eq(paymentMethods.id, method.id));
  try {
    const payment = await pay(scope, provider, messages, {
      purpose: link.purpose,
      invoiceId: link.invoiceId ?? undefined,
      amountCents: link.amountCents,
      paymentMethodId: method.id,
      attemptKey: `bridge:${link.id}:${method.id}`,
      actor: BRIDGE,
      now,
    });
    await forget();
    await db.update(paymentBridgeLinks).set({ paymentId: payment.id }).where(eq(paymentBridgeLinks.id, link.id));
    return {
      accountName,
      amountCents: payment.amountCents,
      paymentId: payment.id,
      method: methodLabel(method),
      paidAt: payment.settledAt ?? now.toISOString(),
    };
  } catch (error) {
    await forget();
    if (!(error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')) await release();
    throw error;
  }
}
