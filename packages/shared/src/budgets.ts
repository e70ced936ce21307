// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { recordVersion } from './integers';
import { pageLimit } from './accounts';
import { cents, dollars } from './money';
import { TEXT_LIMITS, plainText } from './text';

export const BUDGET_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const BUDGET_PERIOD_LABELS: Record<BudgetPeriod, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly (Monday to Sunday)',
  MONTHLY: 'Monthly',
};

export const BUDGET_LIMITS = { minCapCents: 0, maxCapCents: 100_000_000 } as const;

export const budgetPeriodSchema = z.enum(BUDGET_PERIODS, { error: `Choose a period: ${BUDGET_PERIODS.join(', ')}` });

/** A cap's rule beyond its shape (422 on the server, the same message in the forms). */
export function capProblem(capCents: number): string | null {
  if (capCents < BUDGET_LIMITS.minCapCents) return 'The cap cannot be below zero';
  if (capCents > BUDGET_LIMITS.maxCapCents) return `The cap cannot be above ${dollars(BUDGET_LIMITS.maxCapCents)}`;
  return null;
}

/** Sets a campaign's budget, or replaces the one it has. */
export const budgetSetSchema = z.strictObject({
  campaignId: z.uuid({ error: 'must be a campaign id' }),
  period: budgetPeriodSchema,
  capCents: cents(),
});
export type BudgetSet = z.input<typeof budgetSetSchema>;

export const budgetUpdateSchema = z.strictObject({
  version: recordVersion(),
  period: z.optional(budgetPeriodSchema),
  capCents: z.optional(cents()),
});
export type BudgetUpdate = z.input<typeof budgetUpdateSchema>;

export const budgetParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  budgetId: plainText(TEXT_LIMITS.identifier),
});

export const budgetListQuerySchema = z.object({
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(100, 25),
});

/** A budget with the spend of the period now running (periods run in the account's time zone). */
export const budgetSummarySchema = z.object({
  id: z.string(),
  period: budgetPeriodSchema,
  capCents: z.number(),
  spentCents: z.number(),
  remainingCents: z.number().check(z.describe('Never below zero: a cap lowered under the spend leaves 0')),
  capReached: z.boolean(),
  periodStart: z.string(),
  periodEnd: z.string(),
  version: z.number(),
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;

export const budgetPeriodHistorySchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  period: budgetPeriodSchema,
  capCents: z.number(),
  spentCents: z.number(),
});

export const budgetSchema = z.object({
  ...budgetSummarySchema.shape,
  accountId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  campaignStatus: z.string(),
  updatedAt: z.string(),
  /** Past periods, newest first. */
  history: z.array(budgetPeriodHistorySchema),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgetListItemSchema = z.object({
  ...budgetSummarySchema.shape,
  campaignId: z.string(),
  campaignName: z.string(),
  campaignStatus: z.string(),
});
export const budgetPageSchema = z.object({ items: z.array(budgetListItemSchema), nextCursor: z.nullable(z.string()) });
