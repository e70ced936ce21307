import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Campaign } from '@portal/shared/campaigns';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { formatTimeZoneName } from '../../../lib/format';
import { BudgetSection } from './budget-section';
import { CampaignActions } from './campaign-actions';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge';
import { CampaignStatusNote } from './campaign-status-note';
import { GeographySection } from './geography-section';
import { PricesSection } from './prices-section';
import { ScheduleSection } from './schedule-section';
import { SettingsSection } from './settings-section';

interface CampaignDetailProps {
  campaign: Campaign;
  /** The campaign's listings, a section among its own (the listings feature's, composed by the app). */
  listings: ReactNode;
  /** Its leads and calls below the sections (the leads feature's, composed by the app). */
  activity: ReactNode;
  /** What is left to do before its first lead (CampaignNextSteps, with the listings the app hands it). */
  nextSteps?: ReactNode;
}

/** A campaign: its header with Pause / Resume, and its sections, each editable in place by those who may. */
export function CampaignDetail({ campaign, listings, activity, nextSteps }: CampaignDetailProps) {
  const { account, role } = useAccountContext();
  const mayEdit = usePermission('campaigns.edit');
  // An ended campaign is history: nobody changes it.
  const canEdit = mayEdit && campaign.status !== 'ENDED';
  const timeZone = account?.Time_Zone__c;
  const zoneName = formatTimeZoneName(timeZone) || 'the account’s time zone';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="sm" wrap="wrap">
            <Title order={1}>{campaign.name}</Title>
            <CampaignStatusBadge status={campaign.status} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {campaign.category}
          </Text>
        </Stack>
        {canEdit && <CampaignActions campaign={campaign} timeZone={timeZone} />}
      </Group>
      <CampaignStatusNote campaign={campaign} canEdit={mayEdit} role={role} timeZone={timeZone} />
      {nextSteps}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SettingsSection campaign={campaign} canEdit={canEdit} timeZone={timeZone} />
        <BudgetSection campaign={campaign} timeZone={timeZone} />
        <GeographySection campaign={campaign} canEdit={canEdit} />
        <ScheduleSection campaign={campaign} canEdit={canEdit} timeZone={zoneName} />
        <PricesSection campaign={campaign} canEdit={canEdit} />
        {listings}
      </SimpleGrid>
      {activity}
    </Stack>
  );
}
