import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { apiKeyListSchema } from '../../api-keys';
import { API_KEYS_PATH, API_KEY_TAGS } from './api-key-path';

export const listApiKeys = defineContract({
  method: 'GET',
  path: API_KEYS_PATH,
  params: accountParamsSchema,
  response: apiKeyListSchema,
  access: { kind: 'account', permission: 'apiKeys.manage' },
  summary: 'The account’s API keys that work or have expired, newest first (never their secrets)',
  tags: API_KEY_TAGS,
});
