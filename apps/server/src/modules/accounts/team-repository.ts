import { randomInt } from 'node:crypto';
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/shared/roles';
import { accountContactAssignments, auditLog, contacts } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';

/** A person on the account's team: their assignment, as the team rules need it. */
export interface TeamMember {
  contactId: string;
  /** The contact's record id: `Contact__r.Id`, the API's `contactId`. */
  contactRecordId: string;
  email: string;
  name: string;
  role: Role;
}

const memberColumns = {
  contactId: contacts.id,
  contactRecordId: contacts.recordId,
  email: contacts.email,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  role: accountContactAssignments.role,
};

async function findMember(scope: TenantScope, where: SQL): Promise<TeamMember | undefined> {
  const [row] = await scope.db
    .select(memberColumns)
    .from(accountContactAssignments)
    .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
    .where(inAccount(scope, accountContactAssignments.accountId, where));
  return (
    row && {
      contactId: row.contactId,
      contactRecordId: row.contactRecordId,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      role: row.role,
    }
  );
}

/** The team member with this contact record id, or undefined when that person is not on this account. */
export const findMemberByContact = (scope: TenantScope, contactRecordId: string) =>
  findMember(scope, eq(contacts.recordId, contactRecordId));

/** The team member who signs in with this username (their email), or undefined. */
export const findMemberByUsername = (scope: TenantScope, username: string) =>
  findMember(scope, eq(contacts.email, username.trim().toLowerCase()));

export async function countOwners(scope: TenantScope): Promise<number> {
  const [row] = await scope.db
    .select({ owners: count() })
    .from(accountContactAssignments)
    .where(inAccount(scope, accountContactAssignments.accountId, eq(accountContactAssignments.role, 'OWNER')));
  return row?.owners ?? 0;
}

export async function setMemberRole(scope: TenantScope, contactId: string, role: Role): Promise<void> {
  await scope.db
    .update(accountContactAssignments)
    .set({ role })
    .where(inAccount(scope, accountContactAssignments.accountId, eq(accountContactAssignments.contactId, contactId)));
}

export async function deleteMember(scope: TenantScope, contactId: string): Promise<void> {
  await scope.db
    .delete(accountContactAssignments)
    .where(inAccount(scope, accountContactAssignments.accountId, eq(accountContactAssignments.contactId, contactId)));
}

const RECORD_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A record id in the CRM's form: a three-character prefix of the object's kind and 15 more. */
export const newRecordId = (prefix: '001' | '003' | 'a0C') =>
  prefix + Array.from({ length: 15 }, () => RECORD_ID_ALPHABET[randomInt(RECORD_ID_ALPHABET.length)]).join('');

/** The contact (one per person, across accounts) with this email, or undefined. */
export async function findContactByEmail(scope: TenantScope, email: string) {
  const [row] = await scope.db.select().from(contacts).where(eq(contacts.email, email.trim().toLowerCase()));
  return row;
}

/** A new contact: the name's last word is the last name, as the CRM keeps them. */
export async function insertContact(scope: TenantScope, person: { email: string; name: string; phone: string | null }) {
  const words = person.name.trim().split(/\s+/);
  const lastName = words.pop()!;
  const [row] = await scope.db
    .insert(contacts)
    .values({
      recordId: newRecordId('003'),
      firstName: words.length > 0 ? words.join(' ') : null,
      lastName,
      email: person.email.trim().toLowerCase(),
      phone: person.phone,
    })
    .returning();
  return row!;
}

export async function insertMember(scope: TenantScope, contactId: string, role: Role): Promise<void> {
  await scope.db
    .insert(accountContactAssignments)
    .values({ accountId: scope.accountId, contactId, role, recordId: newRecordId('a0C') });
}

/** The audit entries an invitation leaves: a person brought on, or a temporary password sent again. */
export const INVITATION_AUDIT = { brought: 'contact-assignment', resent: 'invitation' } as const;

/**
 * How many invitations (new people and sends again) the account sent in the last hour, and in how many seconds
 * the first of them is an hour old. The database's clock, which also stamped the audit entries, decides.
 */
export async function invitationsInLastHour(scope: TenantScope): Promise<{ count: number; secondsUntilNext: number }> {
  const [row] = await scope.db
    .select({
      count: count(),
      secondsUntilNext: sql<number>`coalesce(ceil(extract(epoch from min(${auditLog.at}) + interval '1 hour' - now())), 0)::int`,
    })
    .from(auditLog)
    .where(
      inAccount(
        scope,
        auditLog.accountId,
        sql`${auditLog.at} > now() - interval '1 hour'`,
        or(
          and(eq(auditLog.entity, INVITATION_AUDIT.brought), eq(auditLog.action, 'create')),
          eq(auditLog.entity, INVITATION_AUDIT.resent),
        ),
      ),
    );
  return { count: row?.count ?? 0, secondsUntilNext: row?.secondsUntilNext ?? 0 };
}
