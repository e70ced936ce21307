import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { identityRefreshTokens } from '../../../db/schema/index';
import { signalAccessChange } from '../../../http/access-signal';

/** Where a request came from, as a sign-in keeps it. */
export interface Caller {
  userAgent: string | null;
  ip: string | null;
}

/** A User-Agent can be any length: a sign-in keeps enough of it to name the device. */
const USER_AGENT_KEPT = 512;
export const keptUserAgent = (userAgent: string | null) => userAgent?.slice(0, USER_AGENT_KEPT) ?? null;

/** "Chrome on macOS", "Safari on iOS", or "an unknown device" when the browser did not say. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'an unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (!browser && !os) return 'an unknown device';
  return [browser ?? 'A browser', os && `on ${os}`].filter(Boolean).join(' ');
}

/** The person's sign-ins that still work, most recently used first. */
export async function liveSignIns(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(identityRefreshTokens)
    .where(
      and(
        eq(identityRefreshTokens.userId, userId),
        isNull(identityRefreshTokens.revokedAt),
        gt(identityRefreshTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(identityRefreshTokens.lastUsedAt), desc(identityRefreshTokens.createdAt));
}

/**
 * Ends sign-ins of one person: one by id, or all but one (all, with `allBut: null`). Their refresh tokens stop
 * working, and so every access token issued from them (the access cache hears of it from the database on every
 * process). Answers how many ended.
 */
export async function endSignIns(
  db: Db,
  userId: string,
  which: { only: string } | { allBut: string | null },
  now: Date,
): Promise<number> {
  const chosen =
    'only' in which
      ? eq(identityRefreshTokens.id, which.only)
      : which.allBut
        ? ne(identityRefreshTokens.id, which.allBut)
        : undefined;
  const ended = await db
    .update(identityRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(identityRefreshTokens.userId, userId), isNull(identityRefreshTokens.revokedAt), chosen))
    .returning({ id: identityRefreshTokens.id });
  if (ended.length > 0) signalAccessChange();
  return ended.length;
}

/**
 * Whether the person has signed in before, but never from a device of this name. Each browser the person used
 * is named once (the distinct User-Agents of their last 200 sign-ins), not once per sign-in: this runs on
 * every sign-in.
 */
export async function isNewDevice(db: Db, userId: string, userAgent: string | null): Promise<boolean> {
  const recent = db
    .select({ userAgent: identityRefreshTokens.userAgent })
    .from(identityRefreshTokens)
    .where(eq(identityRefreshTokens.userId, userId))
    .orderBy(desc(identityRefreshTokens.createdAt))
    .limit(200)
    .as('recent');
  const earlier = await db.selectDistinct({ userAgent: recent.userAgent }).from(recent);
  if (earlier.length === 0) return false;
  const name = deviceName(userAgent);
  return !earlier.some((row) => deviceName(row.userAgent) === name);
}
