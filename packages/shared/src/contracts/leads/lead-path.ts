import { ACCOUNT_PATH } from '../accounts/account-path';

export const SUPPLY_EVENTS_PATH = `${ACCOUNT_PATH}/supply-events`;
export const SUPPLY_EVENT_PATH = `${SUPPLY_EVENTS_PATH}/:supplyEventId`;
export const BLOCKED_NUMBERS_PATH = `${ACCOUNT_PATH}/blocked-numbers`;
export const KEYWORD_RULES_PATH = `${ACCOUNT_PATH}/keyword-rules`;
export const LEAD_TAGS_PATH = `${ACCOUNT_PATH}/lead-tags`;
export const LEAD_TAGS = ['leads and calls'] as const;
