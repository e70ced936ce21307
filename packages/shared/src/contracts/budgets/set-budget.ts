import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { budgetSchema, budgetSetSchema } from '../../budgets';
import { BUDGETS_PATH, BUDGET_TAGS } from './budget-path';

export const setBudget = defineContract({
  method: 'POST',
  path: BUDGETS_PATH,
  params: accountParamsSchema,
  body: budgetSetSchema,
  response: budgetSchema,
  access: { kind: 'account', permission: 'budgets.edit' },
  summary: "Set a campaign's budget, or replace the one it has (a hard cap per period)",
  tags: BUDGET_TAGS,
  errors: [422],
});
