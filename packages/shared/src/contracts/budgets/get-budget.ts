import { defineContract } from '../../api/contract';
import { budgetParamsSchema, budgetSchema } from '../../budgets';
import { BUDGET_PATH, BUDGET_TAGS } from './budget-path';

export const getBudget = defineContract({
  method: 'GET',
  path: BUDGET_PATH,
  params: budgetParamsSchema,
  response: budgetSchema,
  access: { kind: 'account', permission: 'budgets.read', keyScope: 'campaigns:read' },
  summary: 'One budget with this period’s spend and its past periods',
  tags: BUDGET_TAGS,
});
