import { Progress, Stack, Text } from '@mantine/core';
import type { BudgetPeriod, BudgetSummary } from '@portal/shared/budgets';
import { formatMoney } from '../../../lib/format';

export const THIS_PERIOD: Record<BudgetPeriod, string> = { DAILY: 'today', WEEKLY: 'this week', MONTHLY: 'this month' };

/** "$120.00 of $500.00 today", as the budget's period reads. */
export const spendSentence = (budget: Pick<BudgetSummary, 'spentCents' | 'capCents' | 'period'>) =>
  `${formatMoney(budget.spentCents)} of ${formatMoney(budget.capCents)} ${THIS_PERIOD[budget.period]}`;

/** How much of a budget's cap this period has used: a bar, and the amounts in words (the bar alone says little). */
export function BudgetUsage({ budget, label }: { budget: BudgetSummary | null; label: string }) {
  if (!budget) return <Text size="sm">No budget</Text>;
  const used = budget.capCents > 0 ? Math.min(100, (budget.spentCents / budget.capCents) * 100) : 100;
  const color = budget.capReached ? 'red' : used >= 80 ? 'orange' : 'blue';
  return (
    <Stack gap={4} miw={140}>
      <Progress value={used} color={color} size="sm" aria-label={`${label}: ${spendSentence(budget)}`} />
      <Text size="xs">
        {spendSentence(budget)}
        {budget.capReached && (
          <Text span size="xs" c="red.9" fw={600}>
            {' '}
            · Cap reached
          </Text>
        )}
      </Text>
    </Stack>
  );
}
