import { Card, SimpleGrid, Text } from '@mantine/core';
import { BUDGET_PERIOD_LABELS, type Budget } from '@portal/shared/budgets';
import { formatMoney } from '../../../lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** The budget at a glance: its cap, its period and what remains of this period's cap. */
export function BudgetFigures({ budget }: { budget: Budget }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Figure label="Cap per period" value={formatMoney(budget.capCents)} />
      <Figure label="Period" value={BUDGET_PERIOD_LABELS[budget.period]} />
      <Figure label="Remaining this period" value={formatMoney(budget.remainingCents)} />
    </SimpleGrid>
  );
}
