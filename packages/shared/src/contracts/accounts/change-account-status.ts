import { accountParamsSchema, accountSchema } from '../../accounts';
import { accountStatusChangeSchema } from '../../account-status';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const changeAccountStatus = defineContract({
  method: 'PUT',
  path: `${ACCOUNT_PATH}/status`,
  params: accountParamsSchema,
  body: accountStatusChangeSchema,
  response: accountSchema,
  access: { kind: 'staff' },
  summary:
    'Provider staff: set the account Active, On Hold or Closed with a reason the customer reads; On Hold and Closed stop buying leads and calls at once (they are stored unbilled, ACCOUNT_ON_HOLD or ACCOUNT_CLOSED); audited',
  tags: ACCOUNT_TAGS,
  errors: [404],
});
