import { Alert, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Budget, BudgetPeriod } from '@portal/shared/budgets';
import { formatDateTime, formatMoney, formatPeriod } from '../../../lib/format';
import { percentUsed } from './budget-period';

const CAP_NAME: Record<BudgetPeriod, string> = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' };

const barColor = (percent: number) => (percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'blue');

/** This period's spend against the cap: a bar, what remains, the period's days and the cap-reached state. */
export function BudgetSpend({ budget, timeZone }: { budget: Budget; timeZone: string | null | undefined }) {
  const percent = percentUsed(budget.spentCents, budget.capCents);
  const periodEnd = formatDateTime(budget.periodEnd, timeZone, { inSentence: true });
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Spend this period
          </Title>
          <Text size="sm" c="dimmed">
            {formatPeriod(budget.periodStart, budget.periodEnd, timeZone)}
          </Text>
        </Group>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={0} miw={0}>
            <Text fz={28} fw={700} lh={1.2}>
              {formatMoney(budget.spentCents)}
            </Text>
            <Text c="dimmed">
              spent of the {formatMoney(budget.capCents)} {CAP_NAME[budget.period]} cap
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end" ta="right" style={{ flexShrink: 0 }}>
            <Text fz="xl" fw={700} lh={1.2}>
              {formatMoney(budget.remainingCents)}
            </Text>
            <Text c="dimmed">remaining</Text>
          </Stack>
        </Group>
        <Progress
          value={Math.min(percent, 100)}
          color={barColor(percent)}
          size="lg"
          radius="xl"
          aria-label={`Spend this period: ${percent}% of the cap`}
        />
        <Text size="sm" c="dimmed">
          {percent}% of the cap used. The period ends {periodEnd}.
        </Text>
        {budget.capReached && (
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} title="Cap reached">
            Buying stops until {periodEnd}, when the next period starts.
            {budget.spentCents > budget.capCents &&
              ` The cap was lowered below the ${formatMoney(budget.spentCents)} already spent this period.`}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
