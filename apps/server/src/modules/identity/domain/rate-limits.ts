import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { identityRateLimits } from '../../../db/schema/index';

const WINDOW_MS = 60_000;

/**
 * Counts one user action against a fixed one-minute window kept in the database, so every server process
 * shares it. Not counted: a request the limit already refused, and an automatic retry of a counted request
 * (the AWS SDK and Amplify resend with the same `amz-sdk-invocation-id`). Returns false when over the limit.
 */
export async function consumeRateLimit(
  db: Db,
  params: { key: string; limit: number; invocationId: string | undefined; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(identityRateLimits)
      .values({ key: params.key, windowStart: params.now, count: 0 })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(identityRateLimits)
      .where(eq(identityRateLimits.key, params.key))
      .for('update');
    if (!row) return true;
    const windowOver = params.now.getTime() - row.windowStart.getTime() >= WINDOW_MS;
    if (!windowOver && params.invocationId && row.lastInvocationId === params.invocationId) return true;
    if (!windowOver && row.count >= params.limit) return false;
    await tx
      .update(identityRateLimits)
      .set({
        windowStart: windowOver ? params.now : row.windowStart,
        count: windowOver ? 1 : sql`${identityRateLimits.count} + 1`,
        lastInvocationId: params.invocationId ?? null,
      })
      .where(eq(identityRateLimits.key, params.key));
    return true;
  });
}
