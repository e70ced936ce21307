import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { anyOf, insertMany } from './bulk';
import { billingAccounts, ledgerEntries } from './schema/index';

const testApp = useTestApp();
const db = () => testApp.database.db;

describe('insertMany', () => {
  it('writes every row with its types (times, big numbers, nulls, json) and skips conflicts when asked', async () => {
    const account = await createAccount(db(), {}, { billingMode: null });
    const at = new Date('2026-11-20T18:00:00.123Z');
    const written = await insertMany(db(), ledgerEntries, [
      { accountId: account.id, kind: 'ADJUSTMENT', amountCents: 9_007_199_254_740, note: null, occurredAt: at },
      { accountId: account.id, kind: 'ADJUSTMENT', amountCents: -5, note: 'Fee, "quoted"', occurredAt: at },
    ]);
    expect(written).toBe(2);
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
    expect(rows.map((row) => [row.amountCents, row.note, row.occurredAt.toISOString()]).sort()).toEqual(
      [
        [-5, 'Fee, "quoted"', at.toISOString()],
        [9_007_199_254_740, null, at.toISOString()],
      ].sort(),
    );
    // The ledger's trigger made the first account a billing row: JSON goes to one that has none yet.
    const unbilled = await createAccount(db(), {}, { billingMode: null });
    const address = { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
    expect(await insertMany(db(), billingAccounts, [{ accountId: unbilled.id, billingAddress: address }])).toBe(1);
    expect(
      await insertMany(db(), billingAccounts, [{ accountId: unbilled.id, billingAddress: null }], {
        onConflictDoNothing: true,
      }),
    ).toBe(0);
    const [billing] = await db().select().from(billingAccounts).where(eq(billingAccounts.accountId, unbilled.id));
    expect(billing!.billingAddress).toEqual(address);
  });

  it('anyOf matches a column against a list sent as one array parameter', async () => {
    const account = await createAccount(db(), {}, { billingMode: null });
    const other = await createAccount(db(), {}, { billingMode: null });
    await insertMany(db(), billingAccounts, [{ accountId: account.id }, { accountId: other.id }]);
    const found = await db()
      .select({ accountId: billingAccounts.accountId })
      .from(billingAccounts)
      .where(anyOf(billingAccounts.accountId, [account.id, '00000000-0000-4000-8000-00000000dead']));
    expect(found).toEqual([{ accountId: account.id }]);
    expect(await db().select().from(billingAccounts).where(anyOf(billingAccounts.accountId, []))).toEqual([]);
  });
});
