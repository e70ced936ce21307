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

/** A new 6-digit code; it replaces any earlier code of the same purpose. Returns the code to deliver. */
export async function issueCode(db: Db, userId: string, purpose: CodePurpose, now: Date): Promise<string> {
  const code = randomDigits(6);
  await db.transaction(async (tx) => {
    await tx
      .update(identityCodes)
      .set({ usedAt: now })
      .where(and(eq(identityCodes.userId, userId), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)));
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
  const [current] = await db
    .select()
    .from(identityCodes)
    .where(and(eq(identityCodes.userId, userId), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)));
  if (!current) return 'none';
  if (current.failedAttempts >= MAX_CODE_ATTEMPTS) return 'attempts-exceeded';
  if (current.expiresAt <= now) return 'expired';
  if (hashCode(current.id, code.trim()) !== current.codeHash) {
    await db
      .update(identityCodes)
      .set({ failedAttempts: current.failedAttempts + 1 })
      .where(eq(identityCodes.id, current.id));
    return current.failedAttempts + 1 >= MAX_CODE_ATTEMPTS ? 'attempts-exceeded' : 'mismatch';
  }
  const used = await db
    .update(identityCodes)
    .set({ usedAt: now })
    .where(and(eq(identityCodes.id, current.id), isNull(identityCodes.usedAt)))
    .returning({ id: identityCodes.id });
  // Two requests with the same code at once: only one of them wins.
  return used.length === 1 ? 'valid' : 'none';
}
