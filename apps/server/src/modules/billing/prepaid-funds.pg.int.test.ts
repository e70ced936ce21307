import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';
import { BillingModeChanged, confirmPostpaid, lockPrepaidFunds } from './prepaid-funds';

const POSTPAID = DEMO_IDS.childAccount;
const PREPAID = DEMO_IDS.parentAccount;

// Two transactions at once on one PostgreSQL server (the embedded database has one session): the
// .pg. in the name keeps it to the PostgreSQL run (vitest.config.ts).
describe('prepaid funds under concurrent writers', () => {
  const testApp = useTestApp();
  const db = () => testApp.database.db;

  it('two batches of one post-paid account do not wait on each other; a prepaid account’s do', async () => {
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const first = db().transaction(async (tx) => {
      await lockPrepaidFunds(tx, [POSTPAID, PREPAID]);
      firstLocked();
      await firstHolds;
    });
    await locked;
    try {
      // The post-paid account alone: answered while the first batch still holds its locks (the first batch
      // never lets go meanwhile, so a wait for its lock would end in 55P03, not in an answer).
      await db().transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '2s'`);
        const funds = await lockPrepaidFunds(tx, [POSTPAID]);
        expect(funds.postpaid.has(POSTPAID)).toBe(true);
        expect(funds.admit(POSTPAID, 1_000_000)).toBe(true);
      });
      // The prepaid account's row is held by the first batch until it ends (55P03: lock not available).
      await expect(
        db().transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '200ms'`);
          await lockPrepaidFunds(tx, [PREPAID]);
        }),
      ).rejects.toMatchObject({ cause: { code: '55P03' } });
    } finally {
      releaseFirst();
      await first;
    }
  });

  it('a post-paid account that turned prepaid while a batch was decided makes the batch start again', async () => {
    await expect(
      db().transaction(async (tx) => {
        const funds = await lockPrepaidFunds(tx, [POSTPAID]);
        expect(funds.postpaid.has(POSTPAID)).toBe(true);
        // Committed by another session meanwhile: nothing held the row.
        await testApp.database.pool.query(`update billing_accounts set mode = 'PREPAID' where account_id = $1`, [
          POSTPAID,
        ]);
        // As the ledger entries' trigger does: the row is now this transaction's, in its latest version.
        await tx.execute(sql`update billing_accounts set owed_cents = owed_cents where account_id = ${POSTPAID}`);
        await confirmPostpaid(tx, [POSTPAID]);
      }),
    ).rejects.toBeInstanceOf(BillingModeChanged);
    await testApp.database.pool.query(`update billing_accounts set mode = 'POSTPAID' where account_id = $1`, [
      POSTPAID,
    ]);
  });
});
