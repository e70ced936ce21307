// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { ROLES } from './roles';
import { TEXT_LIMITS, plainText, singleLineText } from './text';

/** Account, contact and assignment shapes keep the specification's field names exactly (section 3). */

// The request bodies that are also forms live in account-forms.ts.

const nullableString = () => z.nullable(z.string());

/** How people tell accounts apart: a short number and the registered city and state (not the UUID). */
export const accountLabelFields = {
  AccountNumber: z.string().check(z.describe('Short account number, e.g. 100001')),
  City: nullableString(),
  State: z.nullable(z.string().check(z.describe('Two-letter US state code'))),
};

const accountReferenceSchema = z.object({
  Postgres_External_Key__c: z.string(),
  Name: z.string(),
  ...accountLabelFields,
});

export const accountManagerSchema = z.object({ Id: z.string(), Name: z.string(), Email: z.string() });

export const accountSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Postgres_External_Key__c: z.string().check(z.describe('The account id')),
  ...accountLabelFields,
  Account_Status__c: z.string(),
  Account_Status_Reason__c: nullableString(),
  Business_Formal_Name__c: z.string(),
  Phone: nullableString(),
  Email_Address__c: nullableString(),
  Time_Zone__c: z.string(),
  Account_Manager__c: nullableString(),
  AccountSource: nullableString(),
  ParentId: nullableString(),
  Registered_Address_Id_Ext__c: nullableString(),
  BillingAddress_Id_Ext__c: nullableString(),
  Billing_Status__c: nullableString(),
  Is_Autopay_Enabled__c: z.boolean(),
  Post_Paid_Status__c: nullableString(),
  Is_Billing_Same_As_Registered_Address__c: z.boolean(),
  RecordTypeId: nullableString(),
  hasDefaultPaymentMethod: z.boolean(),
  billingDetails: z.object({
    billingStatus: nullableString(),
    autopayEnabled: z.boolean(),
    postPaidStatus: nullableString(),
  }),
  Account_Manager__r: z.nullable(accountManagerSchema),
});
export type Account = z.infer<typeof accountSchema>;

export const contactRoleSchema = z.enum(ROLES);

export const contactSummarySchema = z.object({
  Id: z.string(),
  FirstName: nullableString(),
  LastName: z.string(),
  Email: z.string(),
  Phone: nullableString(),
});

const assignmentFields = { Id: z.string(), Contact_Role__c: contactRoleSchema, Account__r: accountReferenceSchema };

/** Whether the person has signed in yet: INVITED until they do, EXPIRED once their temporary password has lapsed. */
export const MEMBER_STATUSES = ['ACTIVE', 'INVITED', 'EXPIRED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const accountContactAssignmentSchema = z.object({
  ...assignmentFields,
  Contact__r: contactSummarySchema,
  status: z.enum(MEMBER_STATUSES),
});
export const accountContactsSchema = z.array(accountContactAssignmentSchema);

export const userIdentitySchema = z.object({
  ...contactSummarySchema.shape,
  Account_Contact_Assignments__r: z.object({ records: z.array(z.object(assignmentFields)) }),
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

export const pageLimitMessage = (max: number) => `must be a whole number from 1 to ${max} (the page size)`;

/** A page size from the query string: a whole number within bounds, or the default. */
export const pageLimit = (max: number, fallback: number) => {
  const error = pageLimitMessage(max);
  return z._default(
    z.coerce.number({ error }).check(z.int({ error }), z.minimum(1, { error }), z.maximum(max, { error })),
    fallback,
  );
};

export const accountSearchQuerySchema = z.object({
  search: z._default(singleLineText(TEXT_LIMITS.search), ''),
  limit: pageLimit(50, 10),
});
export const accountSearchResultSchema = z.object({
  items: z.array(z.object({ ...accountReferenceSchema.shape, Account_Status__c: z.string() })),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string().check(z.describe('Username (email) of who made the change')),
  actorName: z.string().check(z.describe('Their name, or their email when they have none')),
  entity: z.string(),
  entityId: z.string(),
  subject: z.nullable(z.string()).check(z.describe('What changed, as it was named then; null for the account itself')),
  action: z.enum(['create', 'update', 'delete']),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: nullableString() });
export const auditQuerySchema = z.object({
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(100, 25),
});

export const contactUsResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });

export const profileSchema = z.object({
  username: z.string(),
  email: z.string(),
  name: z.string(),
  phone: nullableString(),
  /** The number was proved the person's with a texted code: sign-in passcodes go to it only then. */
  phoneVerified: z.boolean(),
});

/** Path parameters: an account id (checked against the caller's roles by the access guard), a username. */
export const accountParamsSchema = z.object({ accountId: plainText(TEXT_LIMITS.identifier) });
/** One person on an account's team: `contactId` is the contact's `Contact__r.Id`. */
export const contactParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  contactId: plainText(TEXT_LIMITS.identifier),
});
export const contactRoleChangeSchema = z.strictObject({ role: contactRoleSchema });
export const usernameParamsSchema = z.object({ username: plainText(TEXT_LIMITS.identifier) });
export const contactLookupQuerySchema = z.object({ email: z.email().check(z.maxLength(TEXT_LIMITS.email)) });
