import { VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import type { Summary } from '@portal/shared/leads';
import { formatDay, formatMoney } from '../../../lib/format';

/**
 * The chart's figures as a table for screen readers: the chart itself is a picture they cannot read. Plain
 * table elements, not Mantine's Table (nothing here is seen, so nothing needs its styles): a month of days made
 * some 150 Mantine components, drawn again whenever the card was (its chart coming into view), in one
 * task of 14 to 16 ms on a desktop, 60 on a phone (docs/decisions/0032). Drawn again only for other days.
 */
export const SummaryChartTable = memo(function SummaryChartTable({ days }: { days: Summary['days'] }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>Leads, calls and spend per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
            <th scope="col">Calls</th>
            <th scope="col">Spend</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{day.leads}</td>
              <td>{day.calls}</td>
              <td>{formatMoney(day.spendCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
});
