export const BILLING_ACCOUNT_PATH = 'gtv/billing-account/accounts/:accountId';
export const BILLING_TAGS = ['billing'] as const;
