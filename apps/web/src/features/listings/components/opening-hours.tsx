import { Table, Text } from '@mantine/core';
import { WEEKDAY_LABELS, WEEKDAYS, type WeeklySchedule } from '@portal/shared/weekly-schedule';
import { formatTimeOfDay } from '../../../components/time-of-day';

/** A listing's opening hours as a week, in the account's time zone ("Times are in Central Standard Time"). */
export function OpeningHours({ hours, timeZoneName }: { hours: WeeklySchedule; timeZoneName: string }) {
  if (hours.always) return <Text>Open 24 hours, every day</Text>;
  return (
    <>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} aria-label="Opening hours" w="auto">
        <Table.Tbody>
          {WEEKDAYS.map((day) => (
            <Table.Tr key={day}>
              <Table.Th scope="row" fw={500} pr="lg">
                {WEEKDAY_LABELS[day]}
              </Table.Th>
              <Table.Td>
                {hours.days[day].length === 0 ? (
                  <Text span c="dimmed" inherit>
                    Closed
                  </Text>
                ) : (
                  hours.days[day]
                    .map((interval) => `${formatTimeOfDay(interval.start)} – ${formatTimeOfDay(interval.end)}`)
                    .join(', ')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        Times are in {timeZoneName}.
      </Text>
    </>
  );
}
