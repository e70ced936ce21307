import { Alert, Stack, Text } from '@mantine/core';
import { DISPUTE_REASON_LABELS, type Dispute } from '@portal/shared/leads';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { DetailList } from '../../../components/detail-list';

/** The dispute as filed and, once staff decided, their decision and why. */
export function DisputeDetails({ dispute, timeZone }: { dispute: Dispute; timeZone: string | undefined }) {
  return (
    <Stack gap="md">
      <DetailList
        items={[
          { label: 'Reason', value: DISPUTE_REASON_LABELS[dispute.reasonCode] },
          { label: 'Filed', value: `${formatDateTime(dispute.filedAt, timeZone)} by ${dispute.filedBy}` },
          {
            label: 'Comment',
            value: <Text style={{ whiteSpace: 'pre-wrap' }}>{dispute.comment}</Text>,
            wide: true,
          },
        ]}
      />
      {dispute.status === 'PENDING' ? (
        <Text size="sm" c="dimmed">
          Our team is reviewing this dispute; there can be one at a time. The decision and its reason will show here.
        </Text>
      ) : (
        <Alert
          color={dispute.status === 'APPROVED' ? 'teal' : 'red'}
          // Teal text on the light teal tint is under 4.5:1; on the page's own background it passes.
          styles={
            dispute.status === 'APPROVED'
              ? { root: { background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-teal-9)' } }
              : undefined
          }
          title={
            dispute.status === 'APPROVED'
              ? `Approved: ${formatMoney(dispute.creditCents)} credited to your account`
              : 'Rejected: the charge stands'
          }
        >
          <Stack gap={4}>
            {dispute.decisionNote && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {dispute.decisionNote}
              </Text>
            )}
            {dispute.decidedAt && (
              <Text size="sm" c="dimmed">
                Decided {formatDateTime(dispute.decidedAt, timeZone, { inSentence: true })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
