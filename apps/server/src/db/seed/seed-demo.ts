import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { accountContactAssignments, accountManagers, accounts, appMeta, contacts } from '../schema/index';
import { DEMO_ACCOUNT_MANAGER, DEMO_ACCOUNTS, DEMO_CONTACTS } from './demo-data';

const SEEDED_KEY = 'demo_seeded_at';

/** True once the demo data has been seeded into this database (even if it was edited since). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return rows.length > 0;
}

/**
 * Inserts the demo organisation. Idempotent: rows that exist are left as they are, so running it twice
 * changes nothing and never overwrites a user's edits.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(accountManagers).values(DEMO_ACCOUNT_MANAGER).onConflictDoNothing();
    // Parents first: the child account references its parent.
    for (const account of DEMO_ACCOUNTS) {
      await tx.insert(accounts).values(account).onConflictDoNothing();
    }
    for (const { roles, ...contact } of DEMO_CONTACTS) {
      await tx.insert(contacts).values(contact).onConflictDoNothing();
      for (const [index, { accountId, role }] of roles.entries()) {
        await tx
          .insert(accountContactAssignments)
          .values({ accountId, contactId: contact.id, role, recordId: `${contact.recordId}-${index}` })
          .onConflictDoNothing();
      }
    }
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: { version: 1 } })
      .onConflictDoNothing();
  });
}
