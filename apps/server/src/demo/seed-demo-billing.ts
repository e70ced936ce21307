import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import { addDays, dayIn } from '@portal/shared/account-time';
import { methodLabel } from '@portal/shared/billing';
import { DEMO_PROVIDER_METHODS } from '@portal/payments-sandbox/demo-methods';
import { createAdjustment, issueInvoice, bookPayment, monthBefore } from '../modules/billing/index';
import { decideDispute, fileDispute } from '../modules/supply/index';
import type { Actor } from '../db/audit';
import type { Db } from '../db/database';
import { tenantScope } from '../db/tenant-scope';
import {
  accounts,
  billingAccounts,
  identityUsers,
  invoices,
  ledgerEntries,
  paymentAllocations,
  paymentMethods,
  payments,
  supplyEvents,
} from '../db/schema/index';
import { DEMO_IDS } from './demo-data';

const DEMO_BILLING: Actor = { userId: null, username: 'billing@demo.test' };
const DEMO_STAFF: Actor = { userId: null, username: 'staff@demo.test' };
/** Brightside tops up $2,000 whenever its balance falls under $500 (and started with $3,000). */
const RECHARGE = { thresholdCents: 50_000, amountCents: 200_000, firstCents: 300_000 };

async function saveCard(
  tx: Db,
  accountId: string,
  method: (typeof DEMO_PROVIDER_METHODS)[keyof typeof DEMO_PROVIDER_METHODS],
  at: Date,
) {
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      accountId,
      providerMethodId: method.id,
      kind: 'CARD',
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      createdAt: at,
    })
    .returning();
  return row!;
}

/** A payment the demo made in the past, booked by the same code as a real one. */
async function pastPayment(
  tx: Db,
  payment: {
    accountId: string;
    purpose: 'TOP_UP' | 'AUTO_RECHARGE' | 'INVOICE';
    amountCents: number;
    method: { id: string; providerMethodId: string; brand: string | null; last4: string };
    invoiceId?: string;
    at: Date;
  },
) {
  const [row] = await tx
    .insert(payments)
    .values({
      accountId: payment.accountId,
      purpose: payment.purpose,
      amountCents: payment.amountCents,
      paymentMethodId: payment.method.id,
      providerMethodId: payment.method.providerMethodId,
      methodLabel: methodLabel({ kind: 'CARD', ...payment.method }),
      invoiceId: payment.invoiceId ?? null,
      status: 'PENDING',
      // Unique per demo payment: two automatic top-ups may fall on the same instant (events posted together).
      providerIdempotencyKey: `demo:${payment.accountId}:${randomUUID()}`,
      createdBy: DEMO_BILLING.username,
      createdAt: payment.at,
    })
    .returning();
  if (payment.invoiceId) {
    await tx.insert(paymentAllocations).values({
      paymentId: row!.id,
      invoiceId: payment.invoiceId,
      accountId: payment.accountId,
      amountCents: payment.amountCents,
    });
  }
  await bookPayment(tx, {
    paymentId: row!.id,
    providerChargeId: `ch_demo_${row!.id.slice(0, 8)}`,
    actor: DEMO_BILLING,
    at: payment.at,
  });
}

/** The child account bills to its own office (the demo account says its billing address differs). */
const plumbingBilling = (defaultPaymentMethodId: string) => ({
  mode: 'POSTPAID' as const,
  defaultPaymentMethodId,
  billingEmail: 'ap@brightside-plumbing.example',
  billingAddress: { street: '2100 S Lamar Blvd', city: 'Austin', state: 'TX', zipCode: '78704' },
});

/**
 * Billing that looks lived in: Brightside Home Services is prepaid, with a card on file, auto-recharge on,
 * a first top-up and the automatic ones its seeded leads and calls called for, and one approved dispute
 * credit; Brightside Plumbing Austin is post-paid, with its last three monthly invoices issued by the code
 * that issues real ones (the middle one unpaid and overdue, the others paid).
 */
export async function seedDemoBilling(tx: Db, now: Date): Promise<void> {
  const parent = DEMO_IDS.parentAccount;
  const child = DEMO_IDS.childAccount;
  // Seeded before (or set up by hand since): leave it as it is.
  const cards = await tx.select().from(paymentMethods).where(eq(paymentMethods.accountId, parent));
  if (cards.length > 0) return;

  const [first] = await tx
    .select({ at: ledgerEntries.occurredAt })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, parent))
    .orderBy(asc(ledgerEntries.occurredAt))
    .limit(1);
  const start = new Date((first?.at ?? now).getTime() - 3600_000);
  const card = await saveCard(tx, parent, DEMO_PROVIDER_METHODS.brightside, start);
  await tx.insert(billingAccounts).values({ accountId: parent }).onConflictDoNothing();
  await tx
    .update(billingAccounts)
    .set({
      mode: 'PREPAID',
      defaultPaymentMethodId: card.id,
      rechargeThresholdCents: RECHARGE.thresholdCents,
      rechargeAmountCents: RECHARGE.amountCents,
      billingEmail: 'accounts@brightside.example',
    })
    .where(eq(billingAccounts.accountId, parent));
  await pastPayment(tx, {
    accountId: parent,
    purpose: 'TOP_UP',
    amountCents: RECHARGE.firstCents,
    method: card,
    at: start,
  });
  // Walk the charges in time: each time the balance fell under the threshold, an automatic top-up followed.
  const charges = await tx
    .select({ amountCents: ledgerEntries.amountCents, at: ledgerEntries.occurredAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, parent), eq(ledgerEntries.kind, 'CHARGE')))
    .orderBy(asc(ledgerEntries.occurredAt));
  let balance = RECHARGE.firstCents;
  for (const charge of charges) {
    balance -= charge.amountCents;
    if (balance < RECHARGE.thresholdCents) {
      const at = new Date(charge.at.getTime() + 60_000);
      await pastPayment(tx, {
        accountId: parent,
        purpose: 'AUTO_RECHARGE',
        amountCents: RECHARGE.amountCents,
        method: card,
        at,
      });
      balance += RECHARGE.amountCents;
    }
  }
  // Topped up by hand lately too: a fresh demo can buy a good while before its next automatic top-up.
  if (balance < RECHARGE.amountCents) {
    await pastPayment(tx, {
      accountId: parent,
      purpose: 'TOP_UP',
      amountCents: RECHARGE.amountCents,
      method: card,
      at: new Date(now.getTime() - 2 * 3600_000),
    });
  }
  await tx.update(accounts).set({ billingStatus: 'Active' }).where(eq(accounts.id, parent));

  // One lead of the last days turned out to be spam: disputed and approved, so a credit came back. The one before it
  // was from outside the service area: disputed, and waiting for the provider's staff (their account screen's list).
  const [recent, earlier] = await tx
    .select({ id: supplyEvents.id })
    .from(supplyEvents)
    .where(
      and(
        eq(supplyEvents.accountId, parent),
        eq(supplyEvents.billable, true),
        eq(supplyEvents.type, 'LEAD'),
        gte(supplyEvents.occurredAt, new Date(now.getTime() - 4 * 24 * 3600_000)),
      ),
    )
    .orderBy(desc(supplyEvents.occurredAt))
    .limit(2);
  if (recent) {
    const scope = tenantScope(tx, { accountId: parent });
    const filed = await fileDispute(
      scope,
      recent.id,
      { reasonCode: 'SPAM', comment: 'Robocall, not a customer.' },
      DEMO_BILLING,
      now,
    );
    if (filed.dispute) {
      await decideDispute(
        tx,
        filed.dispute.id,
        { decision: 'APPROVED', note: 'Confirmed spam: credited.' },
        DEMO_STAFF,
        now,
      );
    }
  }
  if (earlier) {
    await fileDispute(
      tenantScope(tx, { accountId: parent }),
      earlier.id,
      { reasonCode: 'OUT_OF_AREA', comment: 'The caller is in Killeen, outside our service area.' },
      DEMO_BILLING,
      now,
    );
  }

  // Brightside Plumbing Austin has one waiting too, so the staff's queue spans accounts.
  const [childEvent] = await tx
    .select({ id: supplyEvents.id })
    .from(supplyEvents)
    .where(
      and(
        eq(supplyEvents.accountId, child),
        eq(supplyEvents.billable, true),
        gte(supplyEvents.occurredAt, new Date(now.getTime() - 4 * 24 * 3600_000)),
      ),
    )
    .orderBy(desc(supplyEvents.occurredAt))
    .limit(1);
  if (childEvent) {
    // By the owner's sign-in, so the account's audit log names her (Olivia Owens), as for her own changes.
    const [owner] = await tx
      .select({ id: identityUsers.id })
      .from(identityUsers)
      .where(eq(identityUsers.username, 'owner@demo.test'));
    await fileDispute(
      tenantScope(tx, { accountId: child }),
      childEvent.id,
      { reasonCode: 'DUPLICATE', comment: 'The same customer called twice about the same leak.' },
      { userId: owner?.id ?? null, username: 'owner@demo.test' },
      now,
    );
  }

  // A goodwill credit above the approval limit, made by one staff member and waiting for a second (approver@demo.test).
  await createAdjustment(
    tenantScope(tx, { accountId: parent }),
    {
      amountCents: 60_000,
      direction: 'CREDIT',
      reason: 'SERVICE_ISSUE',
      note: 'Calls were not forwarded for two days after the number change.',
    },
    DEMO_STAFF,
    now,
  );

  // Brightside Plumbing Austin pays monthly: three invoices, issued on the 1st of each month.
  const plumbingCard = await saveCard(tx, child, DEMO_PROVIDER_METHODS.plumbing, start);
  await tx
    .insert(billingAccounts)
    .values({ accountId: child, ...plumbingBilling(plumbingCard.id) })
    .onConflictDoUpdate({ target: billingAccounts.accountId, set: plumbingBilling(plumbingCard.id) });
  await tx.update(accounts).set({ billingStatus: 'Active', postPaidStatus: 'Current' }).where(eq(accounts.id, child));
  const thisMonth = dayIn('America/Chicago', now).slice(0, 7);
  const months = [
    monthBefore(monthBefore(monthBefore(thisMonth))),
    monthBefore(monthBefore(thisMonth)),
    monthBefore(thisMonth),
  ];
  for (const [index, month] of months.entries()) {
    const issuedAt = new Date(`${addDays(`${month}-01`, 40).slice(0, 8)}01T14:00:00Z`);
    const invoiceId = await issueInvoice(tx, child, month, issuedAt);
    // The middle one is left unpaid: due on the 16th of last month, it is always overdue (the Billing banner,
    // its badge, "Needs attention"). The others were paid ten days after issue (the latest by now, at the latest).
    if (index === 1) continue;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.paidAt)));
    if (invoice && invoice.totalCents > 0) {
      await pastPayment(tx, {
        accountId: child,
        purpose: 'INVOICE',
        amountCents: invoice.totalCents,
        method: plumbingCard,
        invoiceId,
        at: new Date(Math.min(issuedAt.getTime() + 10 * 24 * 3600_000, now.getTime())),
      });
    }
  }
}
