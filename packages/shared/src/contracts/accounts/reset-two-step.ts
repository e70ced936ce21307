import { accountContactAssignmentSchema, contactParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const resetTwoStep = defineContract({
  method: 'POST',
  path: `${ACCOUNT_PATH}/contacts/:contactId/reset-two-step`,
  params: contactParamsSchema,
  response: accountContactAssignmentSchema,
  access: { kind: 'staff' },
  summary:
    'Provider staff: turn off a person’s two-step sign-in (authenticator app and recovery codes), e.g. for a phone lost with its codes; audited on the account and mailed to the person. 422 when it is not on',
  tags: ACCOUNT_TAGS,
  errors: [404, 422],
});
