import { accountContactAssignmentSchema, contactParamsSchema, contactRoleChangeSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const changeContactRole = defineContract({
  method: 'PATCH',
  path: `${ACCOUNT_PATH}/contacts/:contactId`,
  params: contactParamsSchema,
  body: contactRoleChangeSchema,
  response: accountContactAssignmentSchema,
  access: { kind: 'account', permission: 'contacts.manage' },
  summary:
    "Change a person's role on the account. Only an OWNER grants OWNER or changes an OWNER; nobody changes their own role; the last OWNER stays OWNER",
  tags: ACCOUNT_TAGS,
  errors: [422],
});
