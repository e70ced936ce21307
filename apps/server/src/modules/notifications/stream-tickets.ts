import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { streamTickets } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/secrets';
import type { StreamAccess } from './stream-access';

const TICKET_SECONDS = 60;

/** What a ticket grants: one stream of this person on this account, as long as that access lasts. */
export type StreamGrant = StreamAccess;

/** A ticket for one live stream of this person on this account, good once within a minute. */
export async function issueStreamTicket(db: Db, grant: StreamGrant, now: Date) {
  const ticket = randomToken();
  const expiresAt = new Date(now.getTime() + TICKET_SECONDS * 1000);
  // Expired tickets go as new ones come: the table stays as small as the streams opened in a minute.
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, now));
  await db.insert(streamTickets).values({ tokenHash: sha256(ticket), ...grant, expiresAt });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** Uses a ticket up: what it grants, or null when it is unknown, used or expired. */
export async function redeemStreamTicket(db: Db, ticket: string, now: Date): Promise<StreamGrant | null> {
  const [grant] = await db
    .update(streamTickets)
    .set({ usedAt: now })
    .where(
      and(eq(streamTickets.tokenHash, sha256(ticket)), isNull(streamTickets.usedAt), gt(streamTickets.expiresAt, now)),
    )
    .returning({
      recipient: streamTickets.recipient,
      accountId: streamTickets.accountId,
      role: streamTickets.role,
      signInId: streamTickets.signInId,
    });
  return grant ?? null;
}
