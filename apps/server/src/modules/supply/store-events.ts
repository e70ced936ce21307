import type { Db } from '../../db/database';
import { recordEventCharges, type PrepaidFunds } from '../billing/index';
import { billedRows, chargeEventBudgets } from './charge-events';
import { rollupsOf, type SupplyEventInsert } from './event-rows';
import { addToRollups, insertEvents, queueNewEvents } from './ingest-repository';

/** Another delivery took one of the rows' external ids meanwhile: the batch must be decided again. */
export class LostRace extends Error {}

/**
 * Stores decided events in the caller's transaction, as ingestion and the demo history both do: each
 * billable-looking one is charged to its campaign's budget (campaigns' hard cap) and, when charged, to the
 * ledger (billing); the rows, the day roll-ups and (when `announce`) the outbox's news of them are supply's.
 * Answers the rows as stored (a refused one not billable). The ledger comes last: its trigger updates each
 * charged account's owed total and holds that row until commit.
 */
export async function storeDecidedEvents(
  tx: Db,
  rows: SupplyEventInsert[],
  options: {
    zoneOf: (accountId: string) => string;
    funds?: PrepaidFunds;
    announce: boolean;
    /**
     * What else is written with the rows (transcripts, keyword rules' marks): after them, and before the ledger,
     * whose lock on the account's row every batch of the account waits for.
     */
    alongside?: () => Promise<void>;
  },
): Promise<{ stored: SupplyEventInsert[]; chargedAccountIds: string[] }> {
  const verdicts = await chargeEventBudgets(tx, rows, { funds: options.funds });
  const { stored, charges } = billedRows(rows, verdicts);
  if ((await insertEvents(tx, stored)) !== stored.length) throw new LostRace();
  await addToRollups(tx, rollupsOf(stored, options.zoneOf));
  if (options.announce) await queueNewEvents(tx, stored);
  await options.alongside?.();
  await recordEventCharges(
    tx,
    charges.map(({ row, budgetChargeId }) => ({
      accountId: row.accountId,
      campaignId: row.campaignId,
      supplyEventId: row.id,
      budgetChargeId,
      amountCents: row.priceCents,
      occurredAt: row.occurredAt,
    })),
  );
  return { stored, chargedAccountIds: charges.map(({ row }) => row.accountId) };
}
