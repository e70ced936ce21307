import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { identityPasskeys, identityUsers } from '../../../db/schema/index';
import { endSignIns } from './sign-in-devices';
import { normalizeUsername } from './users';

/**
 * Whether an account the person belongs to requires two-step sign-in. The accounts module answers it (it owns
 * accounts and their members); the composition root hands its answer to the identity service, which cannot
 * import that module (accounts imports identity).
 */
export type TwoStepRequirement = (username: string) => Promise<boolean>;

/** Said when a person would drop their last second step while an account of theirs requires one. */
export const TWO_STEP_KEPT =
  'An account you belong to requires two-step sign-in: keep the authenticator app or a passkey (add the other first to change).';

/**
 * Of these emails, the people who sign in with a password alone: no authenticator app on and no passkey.
 * Employees sign in through the company directory, whose second step is its own, and are never among them.
 */
export async function peopleWithoutTwoStep(
  db: Db,
  emails: readonly string[],
): Promise<{ id: string; email: string }[]> {
  if (emails.length === 0) return [];
  return db
    .select({ id: identityUsers.id, email: identityUsers.email })
    .from(identityUsers)
    .where(
      and(
        inArray(identityUsers.username, emails.map(normalizeUsername)),
        eq(identityUsers.totpEnabled, false),
        ne(identityUsers.status, 'EXTERNAL_PROVIDER'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(identityPasskeys)
            .where(eq(identityPasskeys.userId, identityUsers.id)),
        ),
      ),
    );
}

/**
 * Ends every sign-in of these people who have no second step, on every process within a second (the access
 * notices): an account that starts requiring two-step must not stay open to a password alone until its
 * members' sign-ins run out. Their next sign-in asks them to set one up (MFA_SETUP). Returns who they are.
 */
export async function endSignInsWithoutTwoStep(
  db: Db,
  emails: readonly string[],
  now: Date,
): Promise<{ id: string; email: string }[]> {
  const people = await peopleWithoutTwoStep(db, emails);
  for (const person of people) await endSignIns(db, person.id, { allBut: null }, now);
  return people;
}
