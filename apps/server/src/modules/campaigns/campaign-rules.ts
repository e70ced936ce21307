import type { RuleProblem } from '@portal/shared/campaigns';
import { AppError } from '../../lib/app-error';

/** A 422 carrying the broken rules, each on its body field, with the first one as the message. */
export function assertNoRuleProblems(problems: RuleProblem[]): void {
  const [first] = problems;
  if (!first) return;
  throw new AppError(
    'BUSINESS_RULE',
    first.message,
    problems.map((problem) => ({ path: `body.${problem.path}`, message: problem.message })),
  );
}

export const staleVersion = (what: string) =>
  new AppError(
    'CONFLICT',
    `Someone else changed this ${what} since you opened it. Reload to see their changes, then make yours again.`,
  );

/** The audit log's record of a row: its fields without the bookkeeping columns. */
export function auditValues<Row extends { version: number; createdAt: Date; updatedAt: Date }>(
  row: Row,
): Record<string, unknown> {
  const { version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...values } = row;
  return values;
}
