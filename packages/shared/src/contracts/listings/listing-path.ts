import { ACCOUNT_PATH } from '../accounts/account-path';

export const LISTING_PATH = `${ACCOUNT_PATH}/listings/:listingId`;
export const LISTING_TAGS = ['listings'] as const;
