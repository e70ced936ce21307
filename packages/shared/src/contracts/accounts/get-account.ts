import { accountParamsSchema, accountSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const getAccount = defineContract({
  method: 'GET',
  path: ACCOUNT_PATH,
  params: accountParamsSchema,
  response: accountSchema,
  access: { kind: 'account', permission: 'account.read' },
  summary: 'The account',
  tags: ACCOUNT_TAGS,
});
