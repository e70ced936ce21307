import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BUDGET_PERIOD_LABELS } from '@portal/shared/budgets';
import type { Campaign } from '@portal/shared/campaigns';
import { paths } from '../../../config/paths';
import { formatMoney, formatPeriod } from '../../../lib/format';
import { BudgetUsage } from './budget-usage';
import { DetailList } from '../../../components/detail-list';
import { EditableSection } from './editable-section';

/** The budget's cap and this period's spend; it is changed, and its history seen, on the budget's own screen. */
export function BudgetSection({ campaign, timeZone }: { campaign: Campaign; timeZone: string | null | undefined }) {
  const { budget } = campaign;
  return (
    <EditableSection
      title="Budget"
      canEdit={false}
      actions={
        budget && (
          <Anchor component={Link} to={paths.budget.href(budget.id)} size="sm">
            Budget details
          </Anchor>
        )
      }
    >
      {budget ? (
        <Stack gap="md">
          <BudgetUsage budget={budget} label="Budget used" />
          <DetailList
            items={[
              {
                label: 'Cap',
                value: `${formatMoney(budget.capCents)} ${BUDGET_PERIOD_LABELS[budget.period].toLowerCase()}`,
              },
              { label: 'Remaining this period', value: formatMoney(budget.remainingCents) },
              {
                label: 'This period',
                value: formatPeriod(budget.periodStart, budget.periodEnd, timeZone),
              },
            ]}
          />
          {budget.capReached && (
            <Text size="sm" c="red.9">
              The cap is reached: this campaign takes no more leads until the next period starts.
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          This campaign has no budget, so it takes no leads.
        </Text>
      )}
    </EditableSection>
  );
}
