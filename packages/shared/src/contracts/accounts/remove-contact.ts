import { accountContactsSchema, contactParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const removeContact = defineContract({
  method: 'DELETE',
  path: `${ACCOUNT_PATH}/contacts/:contactId`,
  params: contactParamsSchema,
  response: accountContactsSchema,
  access: { kind: 'account', permission: 'contacts.manage' },
  summary:
    'Take a person off the account (their sign-in stays, for their other accounts); answers the team left. Only an OWNER removes an OWNER; nobody removes themselves; the last OWNER stays',
  tags: ACCOUNT_TAGS,
  errors: [422],
});
