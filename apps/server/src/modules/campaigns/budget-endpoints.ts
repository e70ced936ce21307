import { getBudget } from '@portal/shared/contracts/budgets/get-budget';
import { listBudgets } from '@portal/shared/contracts/budgets/list-budgets';
import { setBudget } from '@portal/shared/contracts/budgets/set-budget';
import { updateBudget } from '@portal/shared/contracts/budgets/update-budget';
import { tenantScope } from '../../db/tenant-scope';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import * as budgetService from './budget-service';

/** Budgets: the list, set or replace a campaign's, read with history, change cap or period. */
export function registerBudgetEndpoints(app: App, { database, clock }: AppDeps): void {
  const db = database.db;

  registerEndpoint(app, listBudgets, async ({ account, query }) =>
    budgetService.listBudgets(tenantScope(db, account), query, clock.now()),
  );

  registerEndpoint(app, setBudget, async ({ account, body, principal }) =>
    budgetService.setBudget(tenantScope(db, account), body, principal, clock.now()),
  );

  registerEndpoint(app, getBudget, async ({ account, params }) =>
    budgetService.loadBudget(tenantScope(db, account), params.budgetId, clock.now()),
  );

  registerEndpoint(app, updateBudget, async ({ account, params, body, principal }) =>
    budgetService.updateBudget(tenantScope(db, account), params.budgetId, body, principal, clock.now()),
  );
}
