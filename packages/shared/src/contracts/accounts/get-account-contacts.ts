import { accountContactsSchema, accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const getAccountContacts = defineContract({
  method: 'GET',
  path: `${ACCOUNT_PATH}/contacts`,
  params: accountParamsSchema,
  response: accountContactsSchema,
  access: { kind: 'account', permission: 'contacts.read' },
  summary: 'Contact assignments, sorted by last name',
  tags: ACCOUNT_TAGS,
});
