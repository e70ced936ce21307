import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Account, AuditEntry, MemberStatus } from '@portal/shared/accounts';
import type { Db } from '../../db/database';
import {
  accountContactAssignments,
  accountManagers,
  accounts,
  auditLog,
  billingAccounts,
  contacts,
  identityUsers,
  paymentMethods,
} from '../../db/schema/index';
import { olderThan, pageOf } from '../../db/keyset';
import { inAccount, type TenantScope } from '../../db/tenant-scope';

type AccountRow = typeof accounts.$inferSelect;
type ManagerRow = typeof accountManagers.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

/** The short number, city and state that tell accounts apart for people. */
const accountLabel = (row: Pick<AccountRow, 'accountNumber' | 'city' | 'state'>) => ({
  AccountNumber: String(row.accountNumber),
  City: row.city,
  State: row.state,
});

/** An account as other records reference it (assignments, search results). */
export const accountReference = (row: AccountRow) => ({
  Postgres_External_Key__c: row.id,
  Name: row.name,
  ...accountLabel(row),
});

/** A database row in the specification's Account shape (section 3). */
function toAccount(row: AccountRow, manager: ManagerRow | null, hasDefaultPaymentMethod: boolean): Account {
  return {
    Id: row.recordId,
    Name: row.name,
    Postgres_External_Key__c: row.id,
    ...accountLabel(row),
    Account_Status__c: row.status,
    Account_Status_Reason__c: row.statusReason,
    Business_Formal_Name__c: row.businessFormalName,
    Phone: row.phone,
    Email_Address__c: row.email,
    Time_Zone__c: row.timeZone,
    Account_Manager__c: manager?.recordId ?? null,
    AccountSource: row.accountSource,
    ParentId: row.parentId,
    Registered_Address_Id_Ext__c: row.registeredAddressId,
    BillingAddress_Id_Ext__c: row.billingAddressId,
    Billing_Status__c: row.billingStatus,
    Is_Autopay_Enabled__c: row.isAutopayEnabled,
    Post_Paid_Status__c: row.postPaidStatus,
    Is_Billing_Same_As_Registered_Address__c: row.isBillingSameAsRegisteredAddress,
    RecordTypeId: row.recordTypeId,
    hasDefaultPaymentMethod,
    billingDetails: {
      billingStatus: row.billingStatus,
      autopayEnabled: row.isAutopayEnabled,
      postPaidStatus: row.postPaidStatus,
    },
    Account_Manager__r: manager ? { Id: manager.recordId, Name: manager.name, Email: manager.email } : null,
  };
}

export async function readAccount(scope: TenantScope): Promise<Account | undefined> {
  const [row] = await scope.db
    .select({ account: accounts, manager: accountManagers, defaultMethod: paymentMethods.id })
    .from(accounts)
    .leftJoin(accountManagers, eq(accountManagers.id, accounts.accountManagerId))
    .leftJoin(billingAccounts, eq(billingAccounts.accountId, accounts.id))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, billingAccounts.defaultPaymentMethodId), isNull(paymentMethods.removedAt)),
    )
    .where(eq(accounts.id, scope.accountId));
  return row && toAccount(row.account, row.manager, row.defaultMethod !== null);
}

/** The account row, locked until the transaction ends, for a read-modify-write. */
export async function lockAccountRow(scope: TenantScope): Promise<AccountRow | undefined> {
  const [row] = await scope.db.select().from(accounts).where(eq(accounts.id, scope.accountId)).for('update');
  return row;
}

export async function writeAccountRow(scope: TenantScope, values: Partial<AccountRow>): Promise<void> {
  await scope.db
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, scope.accountId));
}

const contactSummary = (contact: ContactRow) => ({
  Id: contact.recordId,
  FirstName: contact.firstName,
  LastName: contact.lastName,
  Email: contact.email,
  Phone: contact.phone,
});

/**
 * Whether a contact's person has signed in: a sign-in that is still unconfirmed or waits on its temporary
 * password (or no sign-in at all) is INVITED, and EXPIRED once that temporary password has lapsed.
 */
const memberStatus = sql<MemberStatus>`case
  when ${identityUsers.status} = 'FORCE_CHANGE_PASSWORD' and ${identityUsers.temporaryPasswordExpiresAt} < now() then 'EXPIRED'
  when ${identityUsers.id} is null or ${identityUsers.status} in ('UNCONFIRMED', 'FORCE_CHANGE_PASSWORD') then 'INVITED'
  else 'ACTIVE' end`;

/** The account's contact assignments, each with its contact and whether they have signed in, sorted by last name. */
export async function listAccountContacts(scope: TenantScope) {
  const rows = await scope.db
    .select({ assignment: accountContactAssignments, contact: contacts, account: accounts, status: memberStatus })
    .from(accountContactAssignments)
    .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
    .innerJoin(accounts, eq(accounts.id, accountContactAssignments.accountId))
    .leftJoin(identityUsers, eq(identityUsers.username, contacts.email))
    .where(inAccount(scope, accountContactAssignments.accountId))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
  return rows.map(({ assignment, contact, account, status }) => ({
    Id: assignment.recordId,
    Contact_Role__c: assignment.role,
    Account__r: accountReference(account),
    Contact__r: contactSummary(contact),
    status,
  }));
}

/** One page of the account's audit log, newest first, after a position from the previous page. */
export async function auditPage(
  scope: TenantScope,
  options: { after: { at: Date; id: string } | null; limit: number },
): Promise<{ items: AuditEntry[]; last: { at: Date; id: string } | null }> {
  const { after, limit } = options;
  const rows = await scope.db
    .select({ entry: auditLog, actorName: identityUsers.name })
    .from(auditLog)
    .leftJoin(identityUsers, eq(identityUsers.id, auditLog.actorUserId))
    .where(inAccount(scope, auditLog.accountId, olderThan(auditLog.at, auditLog.id, after)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  return pageOf(
    rows,
    limit,
    ({ entry, actorName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actor,
      actorName: actorName || entry.actor,
      entity: entry.entity,
      entityId: entry.entityId,
      subject: entry.subject,
      action: entry.action,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
    }),
    ({ entry }) => ({ at: entry.at, id: entry.id }),
  );
}

/** The contact a username (email) belongs to, with every account assignment; undefined when not linked. */
export async function findUserIdentity(db: Db, username: string) {
  const [contact] = await db.select().from(contacts).where(eq(contacts.email, username.trim().toLowerCase()));
  if (!contact) return undefined;
  const assignments = await db
    .select({ assignment: accountContactAssignments, account: accounts })
    .from(accountContactAssignments)
    .innerJoin(accounts, eq(accounts.id, accountContactAssignments.accountId))
    .where(eq(accountContactAssignments.contactId, contact.id))
    .orderBy(asc(accounts.name));
  return {
    ...contactSummary(contact),
    Account_Contact_Assignments__r: {
      records: assignments.map(({ assignment, account }) => ({
        Id: assignment.recordId,
        Contact_Role__c: assignment.role,
        Account__r: accountReference(account),
      })),
    },
  };
}

/** Staff search across every account: by name, CRM id, city, #number or exact id. */
/** The staff's search: a part of the name, record id or city, the whole account id or number (#100001). */
export function accountSearchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const number = search.replace(/^#/, '');
  return or(
    ilike(accounts.name, pattern),
    sql`${accounts.id}::text = ${search}`,
    ilike(accounts.recordId, pattern),
    ilike(accounts.city, pattern),
    sql`${accounts.accountNumber}::text = ${number}`,
  );
}

export async function findAccounts(db: Db, search: string, limit: number) {
  const rows = await db
    .select()
    .from(accounts)
    .where(accountSearchCondition(search))
    .orderBy(accounts.name)
    .limit(limit);
  return rows.map((row) => ({ ...accountReference(row), Account_Status__c: row.status }));
}

/**
 * The Account record's billing flags (the specification's Is_Autopay_Enabled__c and
 * Is_Billing_Same_As_Registered_Address__c), which mirror the billing account: billing sets them through
 * the accounts module's public file, in its own transaction, when a person changes how they pay.
 */
export async function mirrorBillingFlags(
  tx: Db,
  accountId: string,
  flags: { autopayEnabled: boolean; billingSameAsRegistered: boolean },
): Promise<void> {
  await tx
    .update(accounts)
    .set({
      isAutopayEnabled: flags.autopayEnabled,
      isBillingSameAsRegisteredAddress: flags.billingSameAsRegistered,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, accountId));
}
