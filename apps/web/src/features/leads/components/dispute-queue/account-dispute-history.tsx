import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DISPUTE_REASON_LABELS } from '@portal/shared/leads';
import { DisputeStatusBadge } from '../../../../components/dispute-status-badge';
import { QueryState } from '../../../../components/query-state';
import { paths } from '../../../../config/paths';
import { formatDate, formatMoney } from '../../../../lib/format';
import { useAccountDisputeHistory } from '../../api/account-dispute-history';
import { eventName, type StaffDispute } from './staff-dispute';

/** How many of those shown were approved, rejected, and are waiting: the account's habit at a glance. */
function tally(disputes: StaffDispute[]): string {
  const count = (status: StaffDispute['status']) => disputes.filter((dispute) => dispute.status === status).length;
  return `${count('APPROVED')} approved, ${count('REJECTED')} rejected, ${count('PENDING')} waiting`;
}

/** The account's other disputes, newest first, each with its outcome and the staff's note. */
export function AccountDisputeHistory({
  accountId,
  accountName,
  current,
}: {
  accountId: string;
  accountName: string;
  current: string;
}) {
  const history = useAccountDisputeHistory(accountId);
  const others = (history.data?.pages.flatMap((page) => page.items) ?? []).filter((dispute) => dispute.id !== current);
  return (
    <Stack gap="xs" component="section" aria-labelledby="queue-panel-history">
      <Title order={3} size="h5" id="queue-panel-history">
        Dispute history of {accountName}
      </Title>
      <QueryState
        query={history}
        loadingLabel="Loading the account’s disputes"
        errorTitle="The account’s disputes could not be loaded"
        isEmpty={() => others.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No other disputes from this account.
          </Text>
        }
      >
        {() => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {history.hasNextPage ? `The latest ${others.length}: ` : ''}
              {tally(others)}.
            </Text>
            <Stack gap="xs" component="ul" m={0} p={0} aria-label="Other disputes" style={{ listStyle: 'none' }}>
              {others.map((dispute) => (
                <HistoryItem key={dispute.id} dispute={dispute} />
              ))}
            </Stack>
            {history.hasNextPage && (
              <Button
                variant="default"
                size="compact-sm"
                w="fit-content"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                Show older disputes
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function HistoryItem({ dispute }: { dispute: StaffDispute }) {
  const { event } = dispute;
  return (
    <Paper component="li" withBorder radius="md" p="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Anchor
          component={Link}
          to={event.type === 'CALL' ? paths.call.href(event.id) : paths.lead.href(event.id)}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {eventName(dispute)}
        </Anchor>
        {/* Whole beside a long name, which wraps instead. */}
        <Box style={{ flexShrink: 0 }}>
          <DisputeStatusBadge status={dispute.status} />
        </Box>
      </Group>
      <Text size="sm" c="dimmed">
        {DISPUTE_REASON_LABELS[dispute.reasonCode]} · {formatMoney(event.priceCents)} · filed{' '}
        {formatDate(dispute.filedAt, undefined)}
      </Text>
      {dispute.decisionNote && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {dispute.decisionNote}
        </Text>
      )}
    </Paper>
  );
}
