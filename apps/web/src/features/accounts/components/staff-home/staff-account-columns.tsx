import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StaffAccountRow } from '@portal/shared/staff-accounts';
import type { ResponsiveColumn } from '../../../../components/responsive-table';
import { paths } from '../../../../config/paths';
import { formatAccountLabel, formatDate, formatMoney } from '../../../../lib/format';

// A dot beside dark words, like a campaign's status: light badges' green text falls under 4.5:1 contrast.
const STATUS_COLORS: Record<string, string> = { Active: 'teal', 'On Hold': 'red', Closed: 'gray' };

/** What needs the staff's attention on one account, as short badges. */
function attention(row: StaffAccountRow): string[] {
  return [
    ...(row.stoppedByFunds ? ['Stopped by funds'] : []),
    ...(row.overdueInvoice ? ['Overdue invoice'] : []),
    ...(row.paymentFailing ? ['Payment failing'] : []),
    ...(row.pendingDisputes > 0
      ? [`${row.pendingDisputes} ${row.pendingDisputes === 1 ? 'dispute' : 'disputes'} waiting`]
      : []),
  ];
}

export const STAFF_ACCOUNT_COLUMNS: ResponsiveColumn<StaffAccountRow>[] = [
  {
    label: 'Account',
    phone: 'title',
    render: (row) => (
      <div>
        <Anchor component={Link} to={paths.admin.href(row.Postgres_External_Key__c)} fw={600}>
          {row.Name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatAccountLabel(row)}
        </Text>
      </div>
    ),
  },
  {
    label: 'Balance',
    phone: 'figure',
    render: (row) => (
      <Text size="sm" c={row.balanceCents < 0 ? 'red.9' : undefined} fw={row.balanceCents < 0 ? 600 : undefined}>
        {formatMoney(row.balanceCents)}
      </Text>
    ),
  },
  {
    label: 'Status',
    phone: 'unlabelled',
    render: (row) => (
      <Badge variant="dot" color={STATUS_COLORS[row.Account_Status__c] ?? 'gray'}>
        {row.Account_Status__c}
      </Badge>
    ),
  },
  { label: 'Billing', render: (row) => (row.billingMode === 'PREPAID' ? 'Prepaid' : 'Postpaid') },
  {
    label: 'Needs attention',
    phone: 'wide',
    render: (row) => {
      const items = attention(row);
      if (items.length === 0) return null;
      return (
        <Group gap={4}>
          {items.map((item) => (
            <Badge key={item} variant="light" color="red" size="sm">
              {item}
            </Badge>
          ))}
        </Group>
      );
    },
  },
  // The provider's day (its office keeps Eastern time), not each account's: one column, one calendar.
  { label: 'Opened', render: (row) => formatDate(row.createdAt, 'EST') },
];
