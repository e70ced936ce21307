import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { identityCodes } from '../../../db/schema/index';
import { addSeconds } from '../../../lib/clock';
import { randomDigits, sha256 } from '../../../lib/secrets';

export type CodePurpose = 'CONFIRM_SIGN_UP' | 'RESET_PASSWORD' | 'SIGN_IN' | 'VERIFY_PHONE';

/** How long each kind of code lives. */
export const CODE_LIFETIME_SECONDS: Record<CodePurpose, number> = {
  CONFIRM_SIGN_UP: 24 * 60 * 60,
  RESET_PASSWORD: 60 * 60,
  SIGN_IN: 3 * 60,
  VERIFY_PHONE: 15 * 60,
};

export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (codeId: string, code: string) => sha256(`${codeId}:${code}`);

/** Ends the person's open codes of a purpose: a new one replaces them, or what they were sent for changed. */
export async function voidCodes(db: Db, userId: string, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .update(identityCodes)
    .set({ usedAt: now })
    .where(and(eq(identityCodes.userId, userId), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)));
}

/** A new 6-digit code; it replaces any earlier code of the same purpose. Returns the code to deliver. */
export async function issueCode(db: Db, userId: string, purpose: CodePurpose, now: Date): Promise<string> {
  const code = randomDigits(6);
  await db.transaction(async (tx) => {
    await voidCodes(tx, userId, purpose, now);
    const id = crypto.randomUUID();
    await tx.insert(identityCodes).values({
      id,
      userId,
      purpose,
      codeHash: hashCode(id, code),
      expiresAt: addSeconds(now, CODE_LIFETIME_SECONDS[purpose]),
      createdAt: now,
    });
  });
  return code;
}

export type CodeCheck = 'valid' | 'mismatch' | 'expired' | 'attempts-exceeded' | 'none';

/**
 * Checks a code and, when it is right, uses it up. A wrong code counts against the code; after five wrong
 * tries it is dead, even for the right code.
 */
export async function checkCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  // Under the code's row lock: guesses sent at once are counted one after another, so the fifth wrong one
  // ends the code whichever order they arrive in (read, then written back, they overwrote each other's count).
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(identityCodes)
      .where(and(eq(identityCodes.userId, userId), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)))
      .for('update');
    if (!current) return 'none';
    if (current.failedAttempts >= MAX_CODE_ATTEMPTS) return 'attempts-exceeded';
    if (current.expiresAt <= now) return 'expired';
    if (hashCode(current.id, code.trim()) !== current.codeHash) {
      await tx
        .update(identityCodes)
        .set({ failedAttempts: current.failedAttempts + 1 })
        .where(eq(identityCodes.id, current.id));
      return current.failedAttempts + 1 >= MAX_CODE_ATTEMPTS ? 'attempts-exceeded' : 'mismatch';
    }
    await tx.update(identityCodes).set({ usedAt: now }).where(eq(identityCodes.id, current.id));
    return 'valid';
  });
}
