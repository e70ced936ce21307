export const API_KEYS_PATH = 'account-management/accounts/:accountId/api-keys';
export const API_KEY_PATH = `${API_KEYS_PATH}/:keyId`;
export const API_KEY_TAGS = ['api keys'] as const;
