import { teamInvitationSchema } from '../../account-forms';
import { accountContactAssignmentSchema, accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const inviteContact = defineContract({
  method: 'POST',
  path: `${ACCOUNT_PATH}/contacts`,
  params: accountParamsSchema,
  body: teamInvitationSchema,
  response: accountContactAssignmentSchema,
  status: 201,
  access: { kind: 'account', permission: 'contacts.manage' },
  summary:
    'Bring a person onto the account with a role. A new email gets a sign-in with a temporary password, mailed to them and valid 7 days (they choose their own at /new-password); an email that has a sign-in gets the account added and is told so. 409 when the email is on the account already; invitations are limited per account (429 with Retry-After)',
  tags: ACCOUNT_TAGS,
  errors: [409, 422, 429],
});
