import { accountUpdateSchema } from '../../account-forms';
import { accountParamsSchema, accountSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const updateAccount = defineContract({
  method: 'PUT',
  path: ACCOUNT_PATH,
  params: accountParamsSchema,
  body: accountUpdateSchema,
  response: accountSchema,
  access: { kind: 'account', permission: 'account.edit' },
  summary: 'Edit the account details (Name cannot change; Phone is stored as +1 and 10 digits)',
  tags: ACCOUNT_TAGS,
  errors: [422],
});
