import { accountUpdateSchema } from '../account-forms';
import {
  accountContactsSchema,
  accountParamsSchema,
  accountSchema,
  accountSearchQuerySchema,
  accountSearchResultSchema,
  auditPageSchema,
  auditQuerySchema,
  contactLookupQuerySchema,
  contactLookupSchema,
  userIdentitySchema,
  usernameParamsSchema,
} from '../accounts';
import { defineContract } from '../api/contract';

const ACCOUNT = 'ad-portal/advprtl/accounts/:accountId';
const tags = ['accounts'] as const;

export const getAccount = defineContract({
  method: 'GET',
  path: ACCOUNT,
  params: accountParamsSchema,
  response: accountSchema,
  access: { kind: 'account', permission: 'account.read' },
  summary: 'The account',
  tags,
});

export const updateAccount = defineContract({
  method: 'PUT',
  path: ACCOUNT,
  params: accountParamsSchema,
  body: accountUpdateSchema,
  response: accountSchema,
  access: { kind: 'account', permission: 'account.edit' },
  summary: 'Edit the account details (Name cannot change; Phone is stored as +1 and 10 digits)',
  tags,
  errors: [422],
});

export const getAccountContacts = defineContract({
  method: 'GET',
  path: `${ACCOUNT}/contacts`,
  params: accountParamsSchema,
  response: accountContactsSchema,
  access: { kind: 'account', permission: 'contacts.read' },
  summary: 'Contact assignments, sorted by last name',
  tags,
});

export const getAccountAudit = defineContract({
  method: 'GET',
  path: `${ACCOUNT}/audit`,
  params: accountParamsSchema,
  query: auditQuerySchema,
  response: auditPageSchema,
  access: { kind: 'account', permission: 'audit.read' },
  summary: 'Who changed what on the account, newest first',
  tags,
});

export const getUserIdentity = defineContract({
  method: 'GET',
  path: 'ad-portal/advprtl/user_identity/:username',
  params: usernameParamsSchema,
  response: userIdentitySchema,
  access: { kind: 'signedIn' },
  summary: "A user's contact with its account assignments (your own, or anyone's for staff)",
  tags,
  errors: [403, 404],
});

export const lookupContacts = defineContract({
  method: 'GET',
  path: 'account-management/contacts',
  query: contactLookupQuerySchema,
  response: contactLookupSchema,
  access: { kind: 'signedIn' },
  summary: 'Account contacts of the signed-in user, by email',
  tags,
  errors: [403],
});

export const searchAccounts = defineContract({
  method: 'GET',
  path: 'ad-portal/advprtl/accounts',
  query: accountSearchQuerySchema,
  response: accountSearchResultSchema,
  access: { kind: 'staff' },
  summary: 'Staff: find accounts by name, number, city or id',
  tags,
});
