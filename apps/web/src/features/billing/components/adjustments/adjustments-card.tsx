import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { ADJUSTMENT_APPROVAL_ABOVE_CENTS, ADJUSTMENT_REASON_LABELS, type Adjustment } from '@portal/shared/adjustments';
import { QueryState } from '../../../../components/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { AttemptKey } from '../../../../lib/http/attempt-key';
import { errorMessage } from '../../../../lib/http/error-message';
import { lazyComponent } from '../../../../lib/lazy-component';
import { notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session/session-context';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useApproveAdjustment } from '../../api/adjustment-changes';
import { useAdjustments } from '../../api/list-adjustments';

const { Lazy: AdjustmentModal } = lazyComponent(() =>
  import('./adjustment-modal').then((module) => module.AdjustmentModal),
);

export const adjustmentAmount = (adjustment: Pick<Adjustment, 'direction' | 'amountCents'>) =>
  `${adjustment.direction === 'CREDIT' ? 'Credit' : 'Debit'} of ${formatMoney(adjustment.amountCents)}`;

/**
 * Provider staff: goodwill credits and debits on the account (issue 30). Up to the approval limit they are booked
 * at once; above it they wait here until a second staff member approves them.
 */
export function AdjustmentsCard({ accountId, timeZone }: { accountId: string; timeZone: string | null | undefined }) {
  const adjustments = useAdjustments(accountId);
  const [making, make] = useRouteDisclosure();
  const columns = useMemo(() => adjustmentColumns(accountId, timeZone), [accountId, timeZone]);
  return (
    <SectionCard
      title="Adjustments"
      actions={
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={make.open}>
          New adjustment
        </Button>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Credits and debits by provider staff, with a reason the customer reads on the statement and the next invoice.
          Above {formatMoney(ADJUSTMENT_APPROVAL_ABOVE_CENTS)} (with what the same person booked alone here in the last
          day) one waits for a second staff member’s approval.
        </Text>
        <QueryState
          query={adjustments}
          loadingLabel="Loading the adjustments"
          errorTitle="The adjustments could not be loaded"
          isEmpty={(data) => data.length === 0}
          empty={<Text c="dimmed">No adjustments on this account yet.</Text>}
        >
          {(data) => <ResponsiveTable label="Adjustments" columns={columns} rows={data} rowKey={(row) => row.id} />}
        </QueryState>
      </Stack>
      {making && (
        <Suspense>
          <AdjustmentModal accountId={accountId} opened={making} onClose={make.close} />
        </Suspense>
      )}
    </SectionCard>
  );
}

function adjustmentColumns(accountId: string, timeZone: string | null | undefined): ResponsiveColumn<Adjustment>[] {
  return [
    { label: 'Adjustment', render: (row) => adjustmentAmount(row), phone: 'title' },
    { label: 'Reason', render: (row) => `${ADJUSTMENT_REASON_LABELS[row.reason]}: ${row.note}`, phone: 'wide' },
    { label: 'Made', render: (row) => `${formatDateTime(row.requestedAt, timeZone)} by ${row.requestedBy}` },
    {
      label: 'Status',
      // Words, not a badge: a badge keeps one line and cut "Waiting for approval" short in the table.
      render: (row) =>
        row.status === 'BOOKED' ? (
          <Text size="sm">{row.approvedBy ? `Booked, approved by ${row.approvedBy}` : 'Booked'}</Text>
        ) : (
          <Text size="sm" fw={600}>
            Waiting for approval
          </Text>
        ),
      phone: 'unlabelled',
    },
    {
      label: 'Action',
      render: (row) => (row.status === 'PENDING' ? <ApproveButton accountId={accountId} adjustment={row} /> : null),
      phone: 'unlabelled',
    },
  ];
}

function ApproveButton({ accountId, adjustment }: { accountId: string; adjustment: Adjustment }) {
  const { session } = useSession();
  const approve = useApproveAdjustment(accountId);
  const [attempt] = useState(() => new AttemptKey());
  const own = session.status === 'signedIn' && session.user.username === adjustment.requestedBy;
  const run = async () => {
    try {
      await approve.mutateAsync({ adjustmentId: adjustment.id, idempotencyKey: attempt.for(adjustment.id) });
      attempt.settle();
      notify.success(`${adjustmentAmount(adjustment)} was approved and booked.`);
    } catch (error) {
      attempt.settle(error);
      notify.error(errorMessage(error, 'The adjustment could not be approved.'));
    }
  };
  // The maker cannot approve their own: they are told who can instead of being shown a button that says no.
  if (own)
    return (
      <Text size="sm" c="dimmed">
        A second staff member approves it
      </Text>
    );
  return (
    <Button
      size="xs"
      loading={approve.isPending}
      onClick={() => void run()}
      aria-label={`Approve the ${adjustmentAmount(adjustment).toLowerCase()}`}
    >
      Approve
    </Button>
  );
}
