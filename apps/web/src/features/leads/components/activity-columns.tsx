import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SupplyEventSummary } from '@portal/shared/leads';
import { formatPhone } from '@portal/shared/phone';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { paths } from '../../../config/paths';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { ActivityStatusBadges } from './activity-status-badges';
import { notBillableReasonText } from './billable-reason-text';
import classes from './activity-table.module.css';

export const eventHref = (event: SupplyEventSummary) =>
  event.type === 'CALL' ? paths.call.href(event.id) : paths.lead.href(event.id);

/**
 * The activity table's columns. The consumer's name is the row's link: its hit area covers the whole row
 * (activity-table.module.css), so a click anywhere on a row opens the lead or call, while keyboard and
 * screen-reader users meet one plainly named link per row.
 */
export const activityColumns = (timeZone: string | null | undefined): ResponsiveColumn<SupplyEventSummary>[] => [
  { label: 'When', render: (event) => <Text size="sm">{formatDateTime(event.occurredAt, timeZone)}</Text> },
  {
    label: 'Type',
    render: (event) => (
      <Badge variant="light" color={event.type === 'CALL' ? 'grape' : 'indigo'}>
        {event.type === 'CALL' ? 'Call' : 'Lead'}
      </Badge>
    ),
  },
  { label: 'Campaign', render: (event) => event.campaignName },
  {
    label: 'Consumer',
    render: (event) => (
      <Anchor component={Link} to={eventHref(event)} className={classes.rowLink} fw={500}>
        {event.consumer.name}
      </Anchor>
    ),
  },
  { label: 'Phone', render: (event) => <span className={classes.nowrap}>{formatPhone(event.consumer.phone)}</span> },
  {
    label: 'Status',
    render: (event) => <ActivityStatusBadges status={event.customerStatus} dispute={event.disputeStatus} />,
  },
  {
    label: 'Billable',
    render: (event) =>
      event.billable ? (
        <Text size="sm">Billable</Text>
      ) : (
        <Text size="sm" c="dimmed">
          Not billable: {notBillableReasonText(event.reason)}
        </Text>
      ),
  },
  { label: 'Price', render: (event) => <span className={classes.nowrap}>{formatMoney(event.priceCents)}</span> },
];
