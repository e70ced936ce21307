import { z } from 'zod';
import { ROLES } from './roles';

/** Account, contact and assignment shapes keep the specification's field names exactly (section 3). */

// The request bodies that are also forms live in account-forms.ts, in zod/mini (the web app loads them).

/** How people tell accounts apart: a short number and the registered city and state (not the UUID). */
export const accountLabelFields = {
  AccountNumber: z.string().describe('Short account number, e.g. 100001'),
  City: z.string().nullable(),
  State: z.string().nullable().describe('Two-letter US state code'),
};

const accountReferenceSchema = z.object({ Postgres_External_Key__c: z.string(), Name: z.string(), ...accountLabelFields });

export const accountManagerSchema = z.object({ Id: z.string(), Name: z.string(), Email: z.string() });

export const accountSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Postgres_External_Key__c: z.string().describe('The account id'),
  ...accountLabelFields,
  Account_Status__c: z.string(),
  Account_Status_Reason__c: z.string().nullable(),
  Business_Formal_Name__c: z.string(),
  Phone: z.string().nullable(),
  Email_Address__c: z.string().nullable(),
  Time_Zone__c: z.string(),
  Account_Manager__c: z.string().nullable(),
  AccountSource: z.string().nullable(),
  ParentId: z.string().nullable(),
  Registered_Address_Id_Ext__c: z.string().nullable(),
  BillingAddress_Id_Ext__c: z.string().nullable(),
  Billing_Status__c: z.string().nullable(),
  Is_Autopay_Enabled__c: z.boolean(),
  Post_Paid_Status__c: z.string().nullable(),
  Is_Billing_Same_As_Registered_Address__c: z.boolean(),
  RecordTypeId: z.string().nullable(),
  hasDefaultPaymentMethod: z.boolean(),
  billingDetails: z.object({ billingStatus: z.string().nullable(), autopayEnabled: z.boolean(), postPaidStatus: z.string().nullable() }),
  Account_Manager__r: accountManagerSchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const contactRoleSchema = z.enum(ROLES);

export const contactSummarySchema = z.object({ Id: z.string(), FirstName: z.string().nullable(), LastName: z.string(), Email: z.string(), Phone: z.string().nullable() });

export const accountContactAssignmentSchema = z.object({
  Id: z.string(),
  Contact_Role__c: contactRoleSchema,
  Account__r: accountReferenceSchema,
  Contact__r: contactSummarySchema,
});
export const accountContactsSchema = z.array(accountContactAssignmentSchema);

export const userIdentitySchema = contactSummarySchema.extend({
  Account_Contact_Assignments__r: z.object({ records: z.array(accountContactAssignmentSchema.omit({ Contact__r: true })) }),
});
export type UserIdentity = z.infer<typeof userIdentitySchema>;

export const contactLookupSchema = z.object({
  items: z.array(
    z.object({
      Email: z.string(),
      LastName: z.string(),
      accountContacts: z.array(z.object({ Contact_Role__c: contactRoleSchema, Account__r: accountReferenceSchema })),
    }),
  ),
});

export const accountSearchQuerySchema = z.object({ search: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(50).default(10) });
export const accountSearchResultSchema = z.object({ items: z.array(accountReferenceSchema.extend({ Account_Status__c: z.string() })) });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string().describe('Username (email) of who made the change'),
  actorName: z.string().describe('Their name, or their email when they have none'),
  entity: z.string(),
  entityId: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export const auditQuerySchema = z.object({ cursor: z.string().optional(), limit: z.coerce.number().int().min(1).max(100).default(25) });

export const contactUsResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });

export const profileSchema = z.object({ username: z.string(), email: z.string(), name: z.string(), phone: z.string().nullable() });
