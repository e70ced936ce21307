import { ACCOUNT_PATH } from '../accounts/account-path';

/** Where an account's campaigns live, and their OpenAPI tag. */
export const CAMPAIGNS_PATH = `${ACCOUNT_PATH}/campaigns`;
export const CAMPAIGN_PATH = `${CAMPAIGNS_PATH}/:campaignId`;
export const CAMPAIGN_TAGS = ['campaigns'] as const;
