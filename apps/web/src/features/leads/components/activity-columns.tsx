import { Anchor, Badge, Checkbox, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { LeadTag } from '@portal/shared/lead-tags';
import { Link } from 'react-router';
import { isCredited, type SupplyEventSummary } from '@portal/shared/leads';
import { formatPhone } from '@portal/shared/phone-format';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { paths } from '../../../config/paths';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { ActivityStatusBadges, FULL_LABEL } from './activity-status-badges';
import { notBillableReasonWords } from '@portal/shared/not-billable-reasons';
import classes from './activity-table.module.css';
import { TagBadge } from './tags/tag-badge';

export const eventHref = (event: SupplyEventSummary) =>
  event.type === 'CALL' ? paths.call.href(event.id) : paths.lead.href(event.id);

const TypeBadge = ({ event }: { event: SupplyEventSummary }) => (
  <Badge variant="light" color={event.type === 'CALL' ? 'grape' : 'indigo'} styles={FULL_LABEL}>
    {event.type === 'CALL' ? 'Call' : 'Lead'}
  </Badge>
);

// The consumer's name is the row's link: its hit area covers the whole row (activity-table.module.css), so a
// click anywhere on a row opens the lead or call, while keyboard and screen-reader users meet one link.
const ConsumerLink = ({ event }: { event: SupplyEventSummary }) => (
  <Anchor component={Link} to={eventHref(event)} className={classes.rowLink} fw={500}>
    {event.consumer.name}
  </Anchor>
);

const Billable = ({ event }: { event: SupplyEventSummary }) =>
  isCredited(event) ? (
    <Text size="sm" c="teal.9">
      Credited
    </Text>
  ) : event.billable ? (
    <Text size="sm">Billable</Text>
  ) : (
    <Text size="sm" c="dimmed">
      Not billable: {notBillableReasonWords(event.reason).title}
    </Text>
  );

const phone = (event: SupplyEventSummary) => (
  <span className={classes.nowrap}>{formatPhone(event.consumer.phone)}</span>
);
const status = (event: SupplyEventSummary) => (
  <ActivityStatusBadges status={event.customerStatus} dispute={event.disputeStatus} />
);
const price = (event: SupplyEventSummary) =>
  isCredited(event) ? (
    <span className={classes.nowrap}>
      <s aria-hidden>{formatMoney(event.priceCents)}</s> {formatMoney(0)}
      <VisuallyHidden>, {formatMoney(event.priceCents)} credited</VisuallyHidden>
    </span>
  ) : (
    <span className={classes.nowrap}>{formatMoney(event.priceCents)}</span>
  );
/** What the job was worth, once the business said (a booked or won lead's revenue). */
const jobValue = (event: SupplyEventSummary) =>
  event.jobValueCents === null ? null : <span className={classes.nowrap}>{formatMoney(event.jobValueCents)}</span>;

/** What the columns need besides a row: the account's zone and tags, and the selection when rows can be chosen. */
export interface ActivityColumnContext {
  timeZone: string | null | undefined;
  tagsById: Map<string, LeadTag>;
  selection?: { has: (id: string) => boolean; toggle: (id: string) => void };
}

/** Its tags and follow-up flag, or nothing. */
const marks = (event: SupplyEventSummary, tagsById: Map<string, LeadTag>) => {
  const tags = event.tagIds.flatMap((id) => tagsById.get(id) ?? []);
  if (tags.length === 0 && !event.followUp) return null;
  return (
    <Group gap={4}>
      {event.followUp && (
        <Badge
          variant="outline"
          color="dark"
          tt="none"
          styles={FULL_LABEL}
          leftSection={<IconFlag size={12} aria-hidden />}
        >
          Follow up
        </Badge>
      )}
      {tags.map((tag) => (
        <TagBadge key={tag.id} tag={tag} whole />
      ))}
    </Group>
  );
};

/** A checkbox above the row's link (activity-table.module.css), named after the row. */
const selectColumn = (
  selection: NonNullable<ActivityColumnContext['selection']>,
): ResponsiveColumn<SupplyEventSummary> => ({
  label: 'Select',
  phone: 'unlabelled',
  render: (event) => (
    <Checkbox
      className={classes.select}
      aria-label={`Select ${event.type === 'CALL' ? 'the call' : 'the lead'} from ${event.consumer.name}`}
      checked={selection.has(event.id)}
      onChange={() => selection.toggle(event.id)}
    />
  ),
});

/** The activity table's columns on a wide screen: one fact per column. */
export const activityColumns = ({
  timeZone,
  tagsById,
  selection,
}: ActivityColumnContext): ResponsiveColumn<SupplyEventSummary>[] => [
  ...(selection ? [selectColumn(selection)] : []),
  { label: 'When', render: (event) => <Text size="sm">{formatDateTime(event.occurredAt, timeZone)}</Text> },
  { label: 'Type', render: (event) => <TypeBadge event={event} /> },
  { label: 'Campaign', render: (event) => event.campaignName },
  { label: 'Consumer', render: (event) => <ConsumerLink event={event} /> },
  { label: 'Phone', render: phone },
  { label: 'Status', render: status },
  { label: 'Tags', render: (event) => marks(event, tagsById) },
  { label: 'Job value', render: jobValue },
  { label: 'Billable', render: (event) => <Billable event={event} /> },
  { label: 'Price', render: price },
];

/**
 * The same facts for a phone's compact rows (ResponsiveTable): who, with their number, and the price on the first
 * line; when (with the type), the campaign, the status and the job value below.
 */
export const compactActivityColumns = ({
  timeZone,
  tagsById,
  selection,
}: ActivityColumnContext): ResponsiveColumn<SupplyEventSummary>[] => [
  ...(selection ? [selectColumn(selection)] : []),
  {
    label: 'Consumer',
    render: (event) => (
      <Group gap="xs">
        <ConsumerLink event={event} />
        <Text size="sm">{phone(event)}</Text>
      </Group>
    ),
  },
  {
    label: 'Price',
    phone: 'figure',
    render: (event) => (
      <Text size="sm" fw={600}>
        {price(event)}
      </Text>
    ),
  },
  // Why it was not billed, under the name: beside the price it squeezed the name into a narrow column.
  { label: 'Billable', phone: 'unlabelled', render: (event) => (event.billable ? null : <Billable event={event} />) },
  {
    label: 'When',
    // The type's badge and the date say what they are.
    phone: 'unlabelled',
    render: (event) => (
      <Group gap="xs" wrap="nowrap">
        <TypeBadge event={event} />
        <Text size="sm">{formatDateTime(event.occurredAt, timeZone)}</Text>
      </Group>
    ),
  },
  { label: 'Campaign', render: (event) => event.campaignName },
  { label: 'Status', render: status },
  { label: 'Tags', phone: 'unlabelled', render: (event) => marks(event, tagsById) },
  { label: 'Job value', render: jobValue },
];
