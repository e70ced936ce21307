import { count, eq, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/shared/roles';
import { accountContactAssignments, contacts } from '../../db/schema/index';
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
