import { Button, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Budget } from '@portal/shared/budgets';
import { BreadcrumbHeader } from '../../../components/breadcrumb-header';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { paths } from '../../../config/paths';
import { usePermission } from '../../../lib/account-context';

/** Where the budget belongs (the way back to its campaign) and, for those who may, the Edit button. */
export function BudgetHeader({ budget, onEdit }: { budget: Budget; onEdit: () => void }) {
  const mayEdit = usePermission('budgets.edit');
  return (
    <BreadcrumbHeader
      trail={[
        { label: 'Campaigns', to: paths.campaigns.href() },
        { label: budget.campaignName, to: paths.campaign.href(budget.campaignId) },
      ]}
      current="Budget"
      title="Budget"
      subtitle={
        <Group gap="xs">
          <Text c="dimmed">{budget.campaignName}</Text>
          <CampaignStatusBadge status={budget.campaignStatus} />
        </Group>
      }
      actions={
        budget.campaignStatus === 'ENDED' ? (
          <ReadOnlyNote reason="The campaign has ended, so its budget can no longer be changed." />
        ) : mayEdit ? (
          <Button leftSection={<IconPencil size={16} aria-hidden />} variant="light" onClick={onEdit}>
            Edit budget
          </Button>
        ) : (
          <ReadOnlyNote permission="budgets.edit" action="changing the budget" />
        )
      }
    />
  );
}
