import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { apiKeyBodySchema, apiKeyWithSecretSchema } from '../../api-keys';
import { API_KEYS_PATH, API_KEY_TAGS } from './api-key-path';

export const createApiKey = defineContract({
  method: 'POST',
  path: API_KEYS_PATH,
  params: accountParamsSchema,
  body: apiKeyBodySchema,
  response: apiKeyWithSecretSchema,
  status: 201,
  access: { kind: 'account', permission: 'apiKeys.manage' },
  summary:
    'Make a key for one of your own systems, with the scopes it needs and an optional expiry. The answer carries the key, this once: send it as `Authorization: Bearer pk_live_…`',
  tags: API_KEY_TAGS,
  errors: [409],
});
