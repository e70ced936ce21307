import { and, asc, count, eq, gt, ilike, inArray, max, or } from 'drizzle-orm';
import type { Person } from '@portal/shared/people';
import type { Db } from '../../../db/database';
import {
  accountContactAssignments,
  accounts,
  contacts,
  identityPasskeys,
  identityRefreshTokens,
  identityUsers,
} from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { isUuid } from '../../../lib/uuid';
import type { IdentityUser } from '../domain/users';

/** What the list asks for, parsed (packages/shared people.ts). */
export interface PeopleFilters {
  search: string;
  staff?: 'true' | 'false';
  disabled?: 'true' | 'false';
  /** The last username of the previous page. */
  after: string | null;
  limit: number;
}

/** A page's position is the last username it showed (usernames are unique), base64url. */
export const encodePeopleCursor = (username: string) => Buffer.from(username).toString('base64url');

export function decodePeopleCursor(cursor: string): string {
  const username = Buffer.from(cursor, 'base64url').toString();
  if (username.length === 0 || encodePeopleCursor(username) !== cursor)
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid: use the nextCursor of the previous page.', [
      { path: 'query.cursor', message: 'is not valid' },
    ]);
  return username;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const yes = (flag: 'true' | 'false' | undefined) => (flag === undefined ? undefined : flag === 'true');

/** A page of sign-ins in email order (a federated employee's username sorts by its provider's prefix). */
export async function findPeople(db: Db, filters: PeopleFilters): Promise<{ people: Person[]; last: string | null }> {
  const pattern = `%${escapeLike(filters.search)}%`;
  const staff = yes(filters.staff);
  const disabled = yes(filters.disabled);
  const rows = await db
    .select()
    .from(identityUsers)
    .where(
      and(
        filters.search
          ? or(
              ilike(identityUsers.username, pattern),
              ilike(identityUsers.email, pattern),
              ilike(identityUsers.name, pattern),
            )
          : undefined,
        staff === undefined ? undefined : eq(identityUsers.internal, staff),
        disabled === undefined ? undefined : eq(identityUsers.enabled, !disabled),
        filters.after === null ? undefined : gt(identityUsers.username, filters.after),
      ),
    )
    .orderBy(asc(identityUsers.username))
    .limit(filters.limit + 1);
  const page = rows.slice(0, filters.limit);
  return {
    people: await withDetails(db, page),
    last: rows.length > filters.limit ? page[page.length - 1]!.username : null,
  };
}

/** One person as the list shows them, or undefined for an unknown id. */
export async function findPerson(db: Db, userId: string): Promise<Person | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db.select().from(identityUsers).where(eq(identityUsers.id, userId));
  return row ? (await withDetails(db, [row]))[0] : undefined;
}

/** The person's row, locked for a change in the caller's transaction; undefined for an unknown id. */
export async function lockPerson(tx: Db, userId: string): Promise<IdentityUser | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await tx.select().from(identityUsers).where(eq(identityUsers.id, userId)).for('update');
  return row;
}

/** Whether the caller is staff an operator made (read now: a removal made meanwhile counts). */
export async function managesStaff(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ internal: identityUsers.internal, staffByOperator: identityUsers.staffByOperator })
    .from(identityUsers)
    .where(eq(identityUsers.id, userId));
  return Boolean(row?.internal && row.staffByOperator);
}

/** Removes the person's passkeys (a staff reset of two-step sign-in): how many went. */
export async function removePasskeys(tx: Db, userId: string): Promise<number> {
  const removed = await tx
    .delete(identityPasskeys)
    .where(eq(identityPasskeys.userId, userId))
    .returning({ id: identityPasskeys.credentialId });
  return removed.length;
}

/** The rows with their accounts and roles, passkeys and last sign-in: three grouped reads for the whole page. */
export async function withDetails(db: Db, rows: IdentityUser[]): Promise<Person[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: in a transaction they share one connection.
  const signIns = await db
    .select({ userId: identityRefreshTokens.userId, at: max(identityRefreshTokens.createdAt) })
    .from(identityRefreshTokens)
    .where(inArray(identityRefreshTokens.userId, ids))
    .groupBy(identityRefreshTokens.userId);
  const passkeys = await db
    .select({ userId: identityPasskeys.userId, count: count() })
    .from(identityPasskeys)
    .where(inArray(identityPasskeys.userId, ids))
    .groupBy(identityPasskeys.userId);
  // A sign-in is linked to its contact by email (the username).
  const assignments = await db
    .select({
      email: contacts.email,
      accountId: accounts.id,
      accountName: accounts.name,
      role: accountContactAssignments.role,
    })
    .from(contacts)
    .innerJoin(accountContactAssignments, eq(accountContactAssignments.contactId, contacts.id))
    .innerJoin(accounts, eq(accounts.id, accountContactAssignments.accountId))
    .where(
      inArray(
        contacts.email,
        rows.map((row) => row.username),
      ),
    )
    .orderBy(asc(accounts.name), asc(accounts.id));
  const lastSignIn = new Map(signIns.map((row) => [row.userId, row.at]));
  const passkeyCount = new Map(passkeys.map((row) => [row.userId, row.count]));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    status: row.status,
    enabled: row.enabled,
    temporaryPasswordExpiresAt:
      row.status === 'FORCE_CHANGE_PASSWORD' ? (row.temporaryPasswordExpiresAt?.toISOString() ?? null) : null,
    twoStep: { app: row.totpEnabled, passkeys: passkeyCount.get(row.id) ?? 0 },
    lastSignInAt: lastSignIn.get(row.id)?.toISOString() ?? null,
    staff: row.internal,
    staffByOperator: row.internal && row.staffByOperator,
    accounts: assignments
      .filter((assignment) => assignment.email === row.username)
      .map(({ accountId, accountName, role }) => ({ accountId, accountName, role })),
    createdAt: row.createdAt.toISOString(),
  }));
}
