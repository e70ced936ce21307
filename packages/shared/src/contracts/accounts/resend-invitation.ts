import { accountContactAssignmentSchema, contactParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const resendInvitation = defineContract({
  method: 'POST',
  path: `${ACCOUNT_PATH}/contacts/:contactId/resend-invitation`,
  params: contactParamsSchema,
  response: accountContactAssignmentSchema,
  access: { kind: 'account', permission: 'contacts.manage' },
  summary:
    'Mail an invited person a new temporary password, valid 7 days; the one sent before stops working. 422 once they have signed in',
  tags: ACCOUNT_TAGS,
  errors: [422, 429],
});
