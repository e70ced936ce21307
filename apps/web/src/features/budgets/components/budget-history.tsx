import { Card, Text, Title } from '@mantine/core';
import { BUDGET_PERIOD_LABELS, type Budget } from '@portal/shared/budgets';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { formatMoney, formatPeriod } from '../../../lib/format';
import { percentUsed } from './budget-period';

type PastPeriod = Budget['history'][number];

const columns = (timeZone: string | null | undefined): ResponsiveColumn<PastPeriod>[] => [
  {
    label: 'Period',
    render: (row) => (
      <>
        {formatPeriod(row.periodStart, row.periodEnd, timeZone)}
        <Text span size="sm" c="dimmed" display="block">
          {BUDGET_PERIOD_LABELS[row.period]}
        </Text>
      </>
    ),
  },
  { label: 'Cap', render: (row) => formatMoney(row.capCents) },
  { label: 'Spent', phone: 'figure', render: (row) => formatMoney(row.spentCents) },
  { label: '% used', render: (row) => `${percentUsed(row.spentCents, row.capCents)}%` },
];

/** The budget's past periods, newest first, as the server sends them. */
export function BudgetHistory({ budget, timeZone }: { budget: Budget; timeZone: string | null | undefined }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Title order={2} size="h4" mb="md">
        Past periods
      </Title>
      {budget.history.length === 0 ? (
        <Text c="dimmed">No past periods yet. This is the budget’s first period.</Text>
      ) : (
        <ResponsiveTable
          label="Past periods"
          columns={columns(timeZone)}
          rows={budget.history}
          rowKey={(row) => row.periodStart}
        />
      )}
    </Card>
  );
}
