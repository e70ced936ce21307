import { defineContract } from '../../api/contract';
import { budgetParamsSchema, budgetSchema, budgetUpdateSchema } from '../../budgets';
import { BUDGET_PATH, BUDGET_TAGS } from './budget-path';

export const updateBudget = defineContract({
  method: 'PATCH',
  path: BUDGET_PATH,
  params: budgetParamsSchema,
  body: budgetUpdateSchema,
  response: budgetSchema,
  access: { kind: 'account', permission: 'budgets.edit' },
  summary: 'Change a budget’s cap or period; a cap below this period’s spend stops buying until the next one',
  tags: BUDGET_TAGS,
  errors: [409, 422],
});
