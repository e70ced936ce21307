import { Table, Text } from '@mantine/core';
import type { Campaign } from '@portal/shared/campaigns';
import { summarizeSchedule } from '../../../components/schedule-summary';
import { EditableSection } from './editable-section';
import { lazyComponent } from '../../../lib/lazy-component';

const { Lazy: ScheduleForm } = lazyComponent(() => import('./schedule-form').then((module) => module.ScheduleForm));

/** When the campaign takes leads, in the account's time zone. */
export function ScheduleSection({
  campaign,
  canEdit,
  timeZone,
}: {
  campaign: Campaign;
  canEdit: boolean;
  timeZone: string;
}) {
  return (
    <EditableSection
      title="Schedule"
      canEdit={canEdit}
      editor={(done) => <ScheduleForm campaign={campaign} timeZone={timeZone} onDone={done} />}
    >
      <Table aria-label="Schedule" withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
        <Table.Tbody>
          {summarizeSchedule(campaign.schedule).map((line) => (
            <Table.Tr key={line.days}>
              <Table.Th scope="row" fw={500} pr="md" w="40%">
                {line.days}
              </Table.Th>
              <Table.Td c={line.hours === 'Closed' ? 'dimmed' : undefined}>{line.hours}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        Times are in {timeZone}.
      </Text>
    </EditableSection>
  );
}
