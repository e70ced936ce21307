import { defineContract } from '../../api/contract';
import { apiKeyListSchema, apiKeyParamsSchema } from '../../api-keys';
import { API_KEY_PATH, API_KEY_TAGS } from './api-key-path';

export const revokeApiKey = defineContract({
  method: 'DELETE',
  path: API_KEY_PATH,
  params: apiKeyParamsSchema,
  response: apiKeyListSchema,
  access: { kind: 'account', permission: 'apiKeys.manage' },
  summary: 'Revoke a key: every request with it is refused from now on, on every server. Answers the keys left',
  tags: API_KEY_TAGS,
});
