/** Where an account's endpoints live (specification section 7), and their OpenAPI tag. */
export const ACCOUNT_PATH = 'ad-portal/advprtl/accounts/:accountId';
export const ACCOUNT_TAGS = ['accounts'] as const;
