import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { identityUsers } from '../../../db/schema/index';

export type IdentityUser = typeof identityUsers.$inferSelect;
export type NewIdentityUser = typeof identityUsers.$inferInsert;

/** Usernames are emails, compared without case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export async function findUserByUsername(db: Db, username: string): Promise<IdentityUser | undefined> {
  const [user] = await db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.username, normalizeUsername(username)));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<IdentityUser | undefined> {
  const [user] = await db.select().from(identityUsers).where(eq(identityUsers.id, id));
  return user;
}

export async function updateUser(db: Db, id: string, changes: Partial<NewIdentityUser>): Promise<void> {
  await db
    .update(identityUsers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(identityUsers.id, id));
}

/** The user's attributes as Cognito lists them (GetUser, NEW_PASSWORD_REQUIRED). */
export function userAttributes(user: IdentityUser): { Name: string; Value: string }[] {
  const attributes = [
    { Name: 'sub', Value: user.id },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    { Name: 'name', Value: user.name },
    { Name: 'custom:internal', Value: user.internal ? 'Y' : 'N' },
  ];
  if (user.phone) {
    attributes.push(
      { Name: 'phone_number', Value: user.phone },
      { Name: 'phone_number_verified', Value: String(user.phoneVerified) },
    );
  }
  return attributes;
}

/** Cognito-style masked destinations: o***@d***, +*******0101. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function maskPhone(phone: string): string {
  return `+${'*'.repeat(Math.max(phone.length - 5, 3))}${phone.slice(-4)}`;
}

/** Records that an authenticator code of `step` was used, unless one of that step or a later one was: false then. */
export async function takeAuthenticatorStep(db: Db, id: string, step: number): Promise<boolean> {
  const taken = await db
    .update(identityUsers)
    .set({ totpLastStep: step, updatedAt: sql`now()` })
    .where(and(eq(identityUsers.id, id), or(isNull(identityUsers.totpLastStep), lt(identityUsers.totpLastStep, step))))
    .returning({ id: identityUsers.id });
  return taken.length > 0;
}
