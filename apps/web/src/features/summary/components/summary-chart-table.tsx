import { Table, VisuallyHidden } from '@mantine/core';
import type { Summary } from '@portal/shared/leads';
import { formatMoney } from '../../../lib/format';

/** The chart's figures as a table for screen readers: the chart itself is a picture they cannot read. */
export function SummaryChartTable({ days }: { days: Summary['days'] }) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>Leads, calls and spend per day</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Day</Table.Th>
            <Table.Th scope="col">Leads</Table.Th>
            <Table.Th scope="col">Calls</Table.Th>
            <Table.Th scope="col">Spend</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Th scope="row">{day.day}</Table.Th>
              <Table.Td>{day.leads}</Table.Td>
              <Table.Td>{day.calls}</Table.Td>
              <Table.Td>{formatMoney(day.spendCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
