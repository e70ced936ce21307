import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@portal/shared/roles';
import type { Db } from '../db/database';
import { accountContactAssignments, accounts, contacts } from '../db/schema/index';

/** The user's role on an account, from the contact assignment whose contact has the user's email. */
export async function findAccountRole(db: Db, username: string, accountId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: accountContactAssignments.role })
    .from(accountContactAssignments)
    .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
    .where(and(eq(accountContactAssignments.accountId, accountId), eq(contacts.email, username.toLowerCase())));
  return row?.role ?? null;
}

export async function accountExists(db: Db, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return rows.length > 0;
}

/**
 * The account's status, read at each customer write: it changes seldom, but a write must not slip through a
 * closed account from a cached answer, and writes are a small part of the traffic.
 */
export async function accountStatus(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId));
  return row?.status ?? null;
}
