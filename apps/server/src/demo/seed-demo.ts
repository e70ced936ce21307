import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/identity/index';
import { seedDemoBilling } from './seed-demo-billing';
import { seedDemoMarks } from './seed-demo-marks';
import { seedDemoNotifications } from './seed-demo-notifications';
import {
  accountContactAssignments,
  accountManagers,
  accounts,
  appMeta,
  contacts,
  identityUsers,
} from '../db/schema/index';
import { seedDemoCampaigns } from './seed-demo-campaigns';
import { DEMO_ACCOUNT_MANAGER, DEMO_ACCOUNTS, DEMO_CONTACTS, DEMO_TEMPORARY_PASSWORD, DEMO_USERS } from './demo-data';

const SEEDED_KEY = 'demo_seeded_at';
/**
 * Raised when the demo grows (2: campaigns, budgets, listings; 3: billing; 5: a person with two-step sign-in
 * on; 6: an account on hold; 7: tags, flags, a blocked number; 8: keyword rules and call transcripts), so a database seeded before gets the new part.
 */
const SEED_VERSION = 8;

/** True once this version of the demo data has been seeded into this database (even if it was edited since). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return ((row?.value as { version?: number } | undefined)?.version ?? 0) >= SEED_VERSION;
}

/**
 * Inserts the demo organisation. Idempotent: rows that exist are left as they are, so running it twice
 * changes nothing and never overwrites a user's edits.
 */
export async function seedDemo(db: Db, options: { demoPassword: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  // Hashing is slow on purpose: do it before the transaction, only for users not there yet.
  const existing = new Set(
    (await db.select({ username: identityUsers.username }).from(identityUsers)).map((row) => row.username),
  );
  const users = await Promise.all(
    DEMO_USERS.filter((user) => !existing.has(user.username)).map(async (user) => ({
      username: user.username,
      email: user.username,
      emailVerified: user.status === 'CONFIRMED',
      phone: user.phone,
      phoneVerified: user.status === 'CONFIRMED',
      name: user.name,
      status: user.status,
      internal: user.internal,
      staffByOperator: 'staffByOperator' in user && user.staffByOperator,
      passwordHash: await hashPassword(
        user.status === 'FORCE_CHANGE_PASSWORD' ? DEMO_TEMPORARY_PASSWORD : options.demoPassword,
      ),
      // An administrator's temporary password is valid for 7 days.
      temporaryPasswordExpiresAt:
        user.status === 'FORCE_CHANGE_PASSWORD' ? new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000) : null,
      ...('authenticatorSecret' in user && { totpSecret: user.authenticatorSecret, totpEnabled: true }),
    })),
  );
  await db.transaction(async (tx) => {
    if (users.length > 0) await tx.insert(identityUsers).values(users).onConflictDoNothing();
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
    await seedDemoCampaigns(tx, now);
    await seedDemoBilling(tx, now);
    await seedDemoNotifications(tx, now);
    await seedDemoMarks(tx);
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: { version: SEED_VERSION } })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: { version: SEED_VERSION } } });
  });
}
