import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountContactAssignments, accounts, contacts } from '../../db/schema/index';
import { accountReference } from './account-record';

type ContactRow = typeof contacts.$inferSelect;

const contactSummary = (contact: ContactRow) => ({
  Id: contact.recordId,
  FirstName: contact.firstName,
  LastName: contact.lastName,
  Email: contact.email,
  Phone: contact.phone,
});

/** The assignments of an account, each with its contact, sorted by last name. */
export async function listAccountContacts(db: Db, accountId: string) {
  const rows = await db
    .select({ assignment: accountContactAssignments, contact: contacts, account: accounts })
    .from(accountContactAssignments)
    .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId))
    .innerJoin(accounts, eq(accounts.id, accountContactAssignments.accountId))
    .where(eq(accountContactAssignments.accountId, accountId))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
  return rows.map(({ assignment, contact, account }) => ({
    Id: assignment.recordId,
    Contact_Role__c: assignment.role,
    Account__r: accountReference(account),
    Contact__r: contactSummary(contact),
  }));
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
