import { Anchor, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DISPUTE_REASON_LABELS, type DisputeStatus } from '@portal/shared/leads';
import type { z } from 'zod/mini';
import type { staffDisputeSchema } from '@portal/shared/leads';
import { DisputeStatusBadge } from '../../../components/dispute-status-badge';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { paths } from '../../../config/paths';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useAccountDisputes } from '../api/list-account-disputes';

type StaffDispute = z.infer<typeof staffDisputeSchema>;

const FILTERS = [
  { value: 'PENDING', label: 'Under review' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'ALL', label: 'All' },
];

const columns = (timeZone: string | null | undefined): ResponsiveColumn<StaffDispute>[] => [
  { label: 'Filed', render: (dispute) => formatDateTime(dispute.filedAt, timeZone) },
  {
    label: 'Lead or call',
    render: ({ event }) => (
      <Anchor component={Link} to={event.type === 'CALL' ? paths.call.href(event.id) : paths.lead.href(event.id)}>
        {event.type === 'CALL' ? 'Call' : 'Lead'} from {event.consumer.name}
      </Anchor>
    ),
  },
  { label: 'Reason', render: (dispute) => DISPUTE_REASON_LABELS[dispute.reasonCode] },
  { label: 'Price', phone: 'figure', render: ({ event }) => formatMoney(event.priceCents) },
  { label: 'Status', render: (dispute) => <DisputeStatusBadge status={dispute.status} /> },
];

/** Provider staff: the account's disputes, those waiting for a decision first; each opens its lead or call. */
export function AccountDisputes({ accountId, timeZone }: { accountId: string; timeZone: string | null | undefined }) {
  const [filter, setFilter] = useState('PENDING');
  const disputes = useAccountDisputes(accountId, filter === 'ALL' ? undefined : (filter as DisputeStatus));
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="account-disputes-title">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} size="h4" id="account-disputes-title">
          Disputes
        </Title>
        <SegmentedControl data={FILTERS} value={filter} onChange={setFilter} aria-label="Dispute status" size="xs" />
      </Group>
      <QueryState
        query={disputes}
        loadingLabel="Loading the disputes"
        errorTitle="The disputes could not be loaded"
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={
          <Text c="dimmed">
            {filter === 'PENDING' ? 'No disputes are waiting for a decision.' : 'No disputes here.'}
          </Text>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <ResponsiveTable
              label="Disputes"
              columns={columns(timeZone)}
              rows={data.pages.flatMap((page) => page.items)}
              rowKey={(dispute) => dispute.id}
            />
            {disputes.hasNextPage && (
              <Button
                variant="default"
                onClick={() => void disputes.fetchNextPage()}
                loading={disputes.isFetchingNextPage}
                w="fit-content"
              >
                Show older disputes
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
