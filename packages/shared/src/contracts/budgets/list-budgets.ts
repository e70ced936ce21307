import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { budgetListQuerySchema, budgetPageSchema } from '../../budgets';
import { BUDGETS_PATH, BUDGET_TAGS } from './budget-path';

export const listBudgets = defineContract({
  method: 'GET',
  path: BUDGETS_PATH,
  params: accountParamsSchema,
  query: budgetListQuerySchema,
  response: budgetPageSchema,
  access: { kind: 'account', permission: 'budgets.read', keyScope: 'campaigns:read' },
  summary: "The account's budgets with this period's spend",
  tags: BUDGET_TAGS,
});
