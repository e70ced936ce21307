import { randomInt } from 'node:crypto';
import type { Db } from '../../../db/database';
import { identityUsers } from '../../../db/schema/index';
import { hashPassword } from './passwords';
import { findUserByUsername, normalizeUsername, updateUser } from './users';

/** How long a temporary password works, as the user pool's admin-created users have it. */
export const TEMPORARY_PASSWORD_DAYS = 7;
const TEMPORARY_PASSWORD_MS = TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000;

/** A temporary password that meets the policy: words of letters, digits and a symbol, easy to type from a mail. */
export function generateTemporaryPassword(): string {
  const pick = (alphabet: string, count: number) =>
    Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-${pick('abcdefghijkmnpqrstuvwxyz', 4)}-${pick('23456789', 4)}!`;
}

/** A sign-in made for someone by someone else: it must change its password at the first sign-in. */
export interface NewSignIn {
  email: string;
  name: string;
  phone: string | null;
  internal?: boolean;
}

/**
 * Makes a sign-in in FORCE_CHANGE_PASSWORD with a temporary password valid 7 days (what the user pool's
 * AdminCreateUser does), and answers the password to mail. The caller's transaction holds it: a team
 * invitation that fails leaves no sign-in behind.
 */
export async function createInvitedSignIn(
  db: Db,
  person: NewSignIn,
  now: Date,
  temporaryPassword = generateTemporaryPassword(),
): Promise<{ userId: string; temporaryPassword: string }> {
  const username = normalizeUsername(person.email);
  const [user] = await db
    .insert(identityUsers)
    .values({
      username,
      email: username,
      name: person.name,
      phone: person.phone,
      status: 'FORCE_CHANGE_PASSWORD',
      internal: person.internal ?? false,
      // Only the operators' command line makes a staff sign-in here: such staff may make others staff (0057).
      staffByOperator: person.internal ?? false,
      passwordHash: await hashPassword(temporaryPassword),
      temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_MS),
    })
    .returning({ id: identityUsers.id });
  return { userId: user!.id, temporaryPassword };
}

/** Whether this email has a sign-in of any kind: an invitation then adds the account to it. */
export async function hasSignIn(db: Db, email: string): Promise<boolean> {
  return (await findUserByUsername(db, email)) !== undefined;
}

/**
 * A new temporary password for a sign-in still waiting for its first sign-in, valid 7 days from now; the one
 * sent before stops working, and its failed tries are forgotten. Null when the person has signed in already.
 */
export async function renewTemporaryPassword(db: Db, email: string, now: Date): Promise<string | null> {
  const user = await findUserByUsername(db, email);
  if (!user || user.status !== 'FORCE_CHANGE_PASSWORD') return null;
  const temporaryPassword = generateTemporaryPassword();
  await updateUser(db, user.id, {
    passwordHash: await hashPassword(temporaryPassword),
    temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_MS),
    failedPasswordAttempts: 0,
    lockedUntil: null,
  });
  return temporaryPassword;
}
