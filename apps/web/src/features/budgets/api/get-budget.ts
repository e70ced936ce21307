import { useQuery } from '@tanstack/react-query';
import { getBudget } from '@portal/shared/contracts/budgets/get-budget';
import { contractQuery } from '../../../lib/http/api';

export const budgetQuery = (accountId: string, budgetId: string) =>
  contractQuery(getBudget, { params: { accountId, budgetId } });

/** One budget with this period's spend and its past periods. */
export const useBudget = (accountId: string, budgetId: string) => useQuery(budgetQuery(accountId, budgetId));
