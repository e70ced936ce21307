import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { profileUpdateSchema } from '@portal/shared/account-forms';
import type { Db } from '../../../db/database';
import { identityUsers } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../../db/audit';
import { voidCodes } from '../domain/codes';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

const gone = () => new AppError('NOT_FOUND', 'Your user no longer exists.');

/** The signed-in user's own name and phone. */
export async function loadProfile(db: Db, userId: string) {
  const [user] = await db.select().from(identityUsers).where(eq(identityUsers.id, userId));
  if (!user) throw gone();
  return {
    username: user.username,
    email: user.email,
    name: user.name,
    phone: user.phone,
    phoneVerified: Boolean(user.phone) && user.phoneVerified,
  };
}

/** Changes the user's own name and phone (an empty phone clears it), audited in the same transaction. */
export async function saveProfile(db: Db, actor: Actor & { userId: string }, input: ProfileUpdate) {
  const next = {
    name: input.name,
    ...(input.phone !== undefined && { phone: input.phone === '' ? null : input.phone }),
  };
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(identityUsers).where(eq(identityUsers.id, actor.userId)).for('update');
    if (!current) throw gone();
    const change = changedFields(current, next);
    if (!change) return;
    // A new number is not proved the person's yet: no passcodes go to it until it is verified again.
    const newNumber = 'phone' in next && next.phone !== current.phone;
    await tx
      .update(identityUsers)
      .set({ ...next, ...(newNumber && { phoneVerified: false }), updatedAt: sql`now()` })
      .where(eq(identityUsers.id, actor.userId));
    // A code texted to the old number must not verify the new one.
    if (newNumber) await voidCodes(tx, actor.userId, 'VERIFY_PHONE', new Date());
    await recordAudit(tx, {
      accountId: null,
      actor,
      entity: 'profile',
      entityId: actor.userId,
      action: 'update',
      ...change,
    });
  });
  return loadProfile(db, actor.userId);
}
