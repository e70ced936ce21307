export const WEBHOOK_ACCOUNT_PATH = 'account-management/webhook-config/accounts/:accountId';
export const WEBHOOK_ENDPOINTS_PATH = `${WEBHOOK_ACCOUNT_PATH}/endpoints`;
export const WEBHOOK_ENDPOINT_PATH = `${WEBHOOK_ENDPOINTS_PATH}/:endpointId`;
export const WEBHOOK_TAGS = ['webhooks'] as const;
