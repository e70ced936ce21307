import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { signInPolicySchema, signInPolicyUpdateSchema } from '../../sign-in-policy';
import { ACCOUNT_PATH, ACCOUNT_TAGS } from './account-path';

export const updateSignInPolicy = defineContract({
  method: 'PUT',
  path: `${ACCOUNT_PATH}/sign-in-policy`,
  params: accountParamsSchema,
  body: signInPolicyUpdateSchema,
  response: signInPolicySchema,
  access: { kind: 'account', permission: 'security.manage' },
  summary:
    'Require two-step sign-in of every member (OWNER): members without the authenticator app or a passkey are signed out at once and set one up at their next sign-in',
  tags: ACCOUNT_TAGS,
});
