import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Budget } from '@portal/shared/budgets';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { paths } from '../../../config/paths';
import { usePermission } from '../../../lib/account-context';

/** Where the budget belongs (the way back to its campaign) and, for those who may, the Edit button. */
export function BudgetHeader({ budget, onEdit }: { budget: Budget; onEdit: () => void }) {
  const mayEdit = usePermission('budgets.edit');
  return (
    <Stack gap="sm">
      <Breadcrumbs separator="›" component="nav" aria-label="Breadcrumb">
        <Anchor component={Link} to={paths.campaigns.href()} size="sm">
          Campaigns
        </Anchor>
        <Anchor component={Link} to={paths.campaign.href(budget.campaignId)} size="sm">
          {budget.campaignName}
        </Anchor>
        <Text size="sm" aria-current="page">
          Budget
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Budget</Title>
          <Group gap="xs">
            <Text c="dimmed">{budget.campaignName}</Text>
            <CampaignStatusBadge status={budget.campaignStatus} />
          </Group>
        </Stack>
        {budget.campaignStatus === 'ENDED' ? (
          <ReadOnlyNote reason="The campaign has ended, so its budget can no longer be changed." />
        ) : mayEdit ? (
          <Button leftSection={<IconPencil size={16} aria-hidden />} variant="light" onClick={onEdit}>
            Edit budget
          </Button>
        ) : (
          <ReadOnlyNote permission="budgets.edit" action="changing the budget" />
        )}
      </Group>
    </Stack>
  );
}
