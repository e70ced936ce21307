import { contactLookupQuerySchema, contactLookupSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_TAGS } from './account-path';

export const lookupContacts = defineContract({
  method: 'GET',
  path: 'account-management/contacts',
  query: contactLookupQuerySchema,
  response: contactLookupSchema,
  access: { kind: 'signedIn' },
  summary: 'Account contacts of the signed-in user, by email',
  tags: ACCOUNT_TAGS,
  errors: [403],
});
