import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { signInPolicySchema } from '../../sign-in-policy';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const getSignInPolicy = defineContract({
  method: 'GET',
  path: `${ACCOUNT_PATH}/sign-in-policy`,
  params: accountParamsSchema,
  response: signInPolicySchema,
  access: { kind: 'account', permission: 'account.read' },
  summary: 'Whether the account requires two-step sign-in, and how many of its members have none yet',
  tags: ACCOUNT_TAGS,
});
