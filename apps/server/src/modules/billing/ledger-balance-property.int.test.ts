import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import type { LedgerKind } from '@portal/shared/billing';
import { ledgerEntries } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createAccount } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);

const KINDS: LedgerKind[] = ['CHARGE', 'CREDIT', 'RECHARGE', 'ADJUSTMENT'];
// Few instants, so that entries share them and the order falls to their ids, as the statement's does.
const INSTANTS = ['2026-11-02T15:00:00Z', '2026-11-02T15:00:00Z', '2026-11-03T04:59:59Z', '2026-11-09T12:00:00Z'];

const entryArbitrary = fc.record({
  kind: fc.constantFrom(...KINDS),
  amountCents: fc.integer({ min: -500_000, max: 500_000 }).filter((cents) => cents !== 0),
  at: fc.constantFrom(...INSTANTS),
});

describe('the ledger’s running balance', () => {
  it('is, after every entry of every page and filter, the balance of that entry and all before it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entryArbitrary, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.constantFrom(...KINDS), { nil: undefined }),
        async (entries, limit, kind) => {
          const account = await createAccount(testApp.database.db, { timeZone: 'CST' });
          const rows = await testApp.database.db
            .insert(ledgerEntries)
            .values(
              entries.map((entry) => ({
                accountId: account.id,
                kind: entry.kind,
                amountCents: entry.amountCents,
                note: 'Property',
                occurredAt: new Date(entry.at),
              })),
            )
            .returning();
          // The statement's order, oldest first: by time, then id.
          const ordered = [...rows].sort(
            (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
          );
          const expected = new Map<string, number>();
          let owed = 0;
          for (const row of ordered) {
            owed += row.amountCents;
            expected.set(row.id, -owed);
          }
          // Every page of the filtered list, as "Load more" reads them.
          const seen: { id: string; balanceAfterCents: number }[] = [];
          const readPage = (cursor: string | null) =>
            api.as('staff').call(listLedger, {
              params: { accountId: account.id },
              query: { limit: String(limit), ...(kind && { kind }), ...(cursor && { cursor }) },
            });
          let cursor: string | null = null;
          do {
            const page = await readPage(cursor);
            expect(page.status).toBe(200);
            seen.push(...page.body.items);
            cursor = page.body.nextCursor;
          } while (cursor);
          const shown = ordered.filter((row) => !kind || row.kind === kind).reverse();
          expect(seen.map((entry) => entry.id)).toEqual(shown.map((row) => row.id));
          for (const entry of seen) expect(entry.balanceAfterCents).toBe(expected.get(entry.id));
        },
      ),
      { numRuns: 25 },
    );
  });
});
