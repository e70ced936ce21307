import { v7 as timeOrderedId } from 'uuid';
import type { Db } from '../../db/database';
import { insertMany } from '../../db/bulk';
import { ledgerEntries } from '../../db/schema/index';

/** A billed lead or call: what the ledger's CHARGE names (the event and the budget charge it came from). */
export interface EventCharge {
  accountId: string;
  campaignId: string;
  supplyEventId: string;
  budgetChargeId: string;
  amountCents: number;
  occurredAt: Date;
}

/**
 * The ledger's CHARGE entries of billed events, in bulk. Billing owns the ledger: other modules add to it
 * only through this file's functions, in their own transaction (ingestion bills in the transaction that
 * stores the events). The entries' trigger updates each charged account's owed total.
 */
export async function recordEventCharges(tx: Db, charges: EventCharge[]): Promise<void> {
  await insertMany(
    tx,
    ledgerEntries,
    charges.map((charge) => ({
      id: timeOrderedId(),
      accountId: charge.accountId,
      kind: 'CHARGE' as const,
      amountCents: charge.amountCents,
      campaignId: charge.campaignId,
      supplyEventId: charge.supplyEventId,
      budgetChargeId: charge.budgetChargeId,
      occurredAt: charge.occurredAt,
    })),
  );
}

/** The CREDIT of an event's price given back (an approved dispute): a negative amount naming the event. */
export async function recordEventCredit(
  tx: Db,
  credit: { accountId: string; campaignId: string; supplyEventId: string; creditCents: number; at: Date },
): Promise<void> {
  await tx.insert(ledgerEntries).values({
    accountId: credit.accountId,
    kind: 'CREDIT',
    amountCents: -credit.creditCents,
    campaignId: credit.campaignId,
    supplyEventId: credit.supplyEventId,
    occurredAt: credit.at,
  });
}
