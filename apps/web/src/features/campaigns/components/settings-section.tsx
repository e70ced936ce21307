import { Text } from '@mantine/core';
import type { Campaign } from '@portal/shared/campaigns';
import { formatPhone } from '@portal/shared/phone-format';
import { formatDate, formatDay } from '../../../lib/format';
import { leadTypesText } from './lead-types-text';
import { DetailList } from '../../../components/detail-list';
import { EditableSection } from './editable-section';
import { lazyComponent } from '../../../lib/lazy-component';

const { Lazy: SettingsForm } = lazyComponent(() => import('./settings-form').then((module) => module.SettingsForm));

const dimmed = (text: string) => (
  <Text span c="dimmed">
    {text}
  </Text>
);

/** Name, service, lead types, phones and dates. */
export function SettingsSection({
  campaign,
  canEdit,
  timeZone,
}: {
  campaign: Campaign;
  canEdit: boolean;
  timeZone: string | null | undefined;
}) {
  return (
    <EditableSection
      title="Settings"
      canEdit={canEdit}
      editor={(done) => <SettingsForm campaign={campaign} onDone={done} />}
    >
      <DetailList
        items={[
          { label: 'Name', value: campaign.name },
          { label: 'Service category', value: campaign.category },
          { label: 'Lead types', value: leadTypesText(campaign) },
          {
            label: 'Destination phone',
            value: campaign.destinationPhone ? formatPhone(campaign.destinationPhone) : dimmed('None'),
          },
          {
            label: 'Tracking number',
            value: campaign.trackingNumber ? formatPhone(campaign.trackingNumber) : dimmed('Not assigned yet'),
          },
          { label: 'Start date', value: formatDay(campaign.startDate) },
          { label: 'End date', value: campaign.endDate ? formatDay(campaign.endDate) : dimmed('No end date') },
          { label: 'Created', value: formatDate(campaign.createdAt, timeZone) },
        ]}
      />
    </EditableSection>
  );
}
