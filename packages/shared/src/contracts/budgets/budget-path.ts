import { ACCOUNT_PATH } from '../accounts/account-path';

export const BUDGETS_PATH = `${ACCOUNT_PATH}/budgets`;
export const BUDGET_PATH = `${BUDGETS_PATH}/:budgetId`;
export const BUDGET_TAGS = ['budgets'] as const;
