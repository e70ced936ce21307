import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { identityUsers } from '../../../db/schema/index';
import { sha256 } from '../../../lib/secrets';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH } from '@portal/shared/recovery-code';
import { normalizeUsername } from './users';

/** How many codes a person gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** A code as it is shown and printed: two groups of five, e.g. `k7mq2-xv9pd`. */
const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * New codes for the person, the earlier ones void; answers them as they are to be shown, once, with whom to
 * tell, or null when two-step sign-in is off (checked in the same statement, so a turn-off meanwhile leaves no
 * codes behind).
 */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
): Promise<{ codes: string[]; email: string; name: string } | null> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  );
  const made = await db
    .update(identityUsers)
    .set({ recoveryCodeHashes: codes.map(sha256), updatedAt: sql`now()` })
    .where(and(eq(identityUsers.id, userId), eq(identityUsers.totpEnabled, true)))
    .returning({ email: identityUsers.email, name: identityUsers.name });
  return made[0] ? { codes: codes.map(shown), ...made[0] } : null;
}

/** How many of the person's codes are left. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`cardinality(${identityUsers.recoveryCodeHashes})::int` })
    .from(identityUsers)
    .where(eq(identityUsers.id, userId));
  return row?.left ?? 0;
}

/**
 * Uses a code up, in one statement (the same code sent twice at once counts once): the codes left after it, or
 * null when it is not one of the person's.
 */
export async function takeRecoveryCode(db: Db, userId: string, code: string): Promise<number | null> {
  const hash = sha256(code);
  const [row] = await db
    .update(identityUsers)
    .set({ recoveryCodeHashes: sql`array_remove(${identityUsers.recoveryCodeHashes}, ${hash})`, updatedAt: sql`now()` })
    .where(and(eq(identityUsers.id, userId), sql`${hash} = any(${identityUsers.recoveryCodeHashes})`))
    .returning({ left: sql<number>`cardinality(${identityUsers.recoveryCodeHashes})::int` });
  return row ? row.left : null;
}

/**
 * Provider staff's reset of a person's two-step sign-in (a phone lost with its recovery codes): the app, a
 * secret being set up and the recovery codes all go, and the next sign-in asks for the password alone. False
 * when the person has no sign-in or nothing to reset.
 */
export async function resetTwoStep(db: Db, email: string): Promise<boolean> {
  const reset = await db
    .update(identityUsers)
    .set({
      totpEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      recoveryCodeHashes: [],
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(identityUsers.username, normalizeUsername(email)),
        // Off already (the app's secret is kept when it is turned off): nothing to reset.
        eq(identityUsers.totpEnabled, true),
      ),
    )
    .returning({ id: identityUsers.id });
  return reset.length > 0;
}
