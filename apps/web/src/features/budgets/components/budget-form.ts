import * as z from 'zod/mini';
import { budgetSetSchema, capProblem } from '@portal/shared/budgets';

/**
 * The edit form: the period and cap of the request schema, with the cap's rule (capProblem, the server's
 * 422) checked before sending. The version is added when saving, from the budget that was loaded.
 */
export const budgetFormSchema = z.pick(budgetSetSchema, { period: true, capCents: true }).check(
  z.superRefine((values, ctx) => {
    const problem = capProblem(values.capCents);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: values.capCents, path: ['capCents'] });
  }),
);
export type BudgetFormValues = z.input<typeof budgetFormSchema>;

/** Dollars as typed (12.34) into integer cents (1234), rounded to the cent; NaN stays NaN for the schema. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
