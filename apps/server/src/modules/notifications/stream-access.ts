import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountContactAssignments, contacts, identityRefreshTokens, identityUsers } from '../../db/schema/index';

/** What a live stream was opened with: whose it is, on which account, under which sign-in and role. */
export interface StreamAccess {
  recipient: string;
  accountId: string;
  /** The role on the account when the ticket was issued, or STAFF. */
  role: string;
  /** The sign-in the ticket was asked for under; null for tickets issued before sign-ins were recorded. */
  signInId: string | null;
}

/**
 * Which of these streams may stay open now: the sign-in each was opened under is live (not signed out,
 * revoked or expired, its user not disabled), and a customer still holds the same role on the account (a
 * removed or changed role ends the stream; a new ticket says what the person may see now). Two queries
 * however many streams, so a process can ask every half second.
 */
export async function allowedStreams<T extends StreamAccess>(db: Db, streams: T[], now: Date): Promise<Set<T>> {
  if (streams.length === 0) return new Set();
  const signInIds = [...new Set(streams.flatMap((stream) => (stream.signInId ? [stream.signInId] : [])))];
  const customers = streams.filter((stream) => stream.role !== 'STAFF');
  const [liveSignIns, roles] = await Promise.all([
    signInIds.length === 0
      ? []
      : db
          .select({ id: identityRefreshTokens.id })
          .from(identityRefreshTokens)
          .innerJoin(identityUsers, eq(identityUsers.id, identityRefreshTokens.userId))
          .where(
            and(
              inArray(identityRefreshTokens.id, signInIds),
              isNull(identityRefreshTokens.revokedAt),
              gt(identityRefreshTokens.expiresAt, now),
              eq(identityUsers.enabled, true),
            ),
          ),
    customers.length === 0
      ? []
      : db
          .select({
            email: sql<string>`lower(${contacts.email})`,
            accountId: accountContactAssignments.accountId,
            role: accountContactAssignments.role,
          })
          .from(accountContactAssignments)
          .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
          .where(
            and(
              inArray(accountContactAssignments.accountId, [...new Set(customers.map((stream) => stream.accountId))]),
              inArray(sql`lower(${contacts.email})`, [...new Set(customers.map((stream) => stream.recipient))]),
            ),
          ),
  ]);
  const live = new Set(liveSignIns.map((row) => row.id));
  const held = new Set(roles.map((row) => `${row.email} ${row.accountId} ${row.role}`));
  return new Set(
    streams.filter(
      (stream) =>
        (stream.signInId === null || live.has(stream.signInId)) &&
        (stream.role === 'STAFF' || held.has(`${stream.recipient} ${stream.accountId} ${stream.role}`)),
    ),
  );
}
