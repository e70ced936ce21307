import { periodBounds } from '@portal/shared/zone-calendar';
import type { BudgetSummary } from '@portal/shared/budgets';
import type { budgetPeriods, budgets } from '../../db/schema/index';

type BudgetRow = typeof budgets.$inferSelect;
type PeriodRow = typeof budgetPeriods.$inferSelect;

/**
 * A budget as people see it now: the period running in the account's zone, what it has spent (nothing
 * when no charge landed in it yet) and what remains. A cap lowered under the spend leaves 0 remaining.
 */
export function toBudgetSummary(budget: BudgetRow, current: PeriodRow | null, zone: string, now: Date): BudgetSummary {
  const bounds = current
    ? { start: current.periodStart, end: current.periodEnd }
    : periodBounds(budget.period, zone, now);
  const spentCents = current?.spentCents ?? 0;
  return {
    id: budget.id,
    period: budget.period,
    capCents: budget.capCents,
    spentCents,
    remainingCents: Math.max(0, budget.capCents - spentCents),
    capReached: spentCents >= budget.capCents,
    periodStart: bounds.start.toISOString(),
    periodEnd: bounds.end.toISOString(),
    version: budget.version,
  };
}
