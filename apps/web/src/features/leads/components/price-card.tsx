import { Alert, Badge, Stack, Text } from '@mantine/core';
import type { SupplyEvent } from '@portal/shared/leads';
import { formatMoney } from '../../../lib/format';
import { eventNoun } from './event-labels';
import { notBillableReasonWords } from '@portal/shared/not-billable-reasons';
import { SectionCard } from '../../../components/section-card';

/** What the event cost and, when it cost nothing, why: the question every customer asks first. */
export function PriceCard({ event }: { event: SupplyEvent }) {
  const credited = event.dispute?.status === 'APPROVED' ? event.dispute.creditCents : 0;
  return (
    <SectionCard
      title="Price"
      actions={
        // Teal on its light tint falls under 4.5:1 contrast: credited is a filled badge, as an approved dispute's.
        <Badge
          variant={credited > 0 ? 'filled' : 'light'}
          color={credited > 0 ? 'teal.9' : event.billable ? 'blue' : 'gray'}
        >
          {credited > 0 ? 'Credited' : event.billable ? 'Billed' : 'Not billed'}
        </Badge>
      }
    >
      {event.billable ? (
        <Stack gap={4}>
          {/* Credited, what it costs now is the price less the credit: that is the figure shown. */}
          <Text fz={28} fw={700} lh={1.2}>
            {formatMoney(event.priceCents - credited)}
          </Text>
          {credited > 0 ? (
            <Text size="sm" c="teal.9" fw={600}>
              Charged {formatMoney(event.priceCents)}, then {formatMoney(credited)} credited back after your dispute.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Charged for this {eventNoun(event.type)}.
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text fz={28} fw={700} lh={1.2}>
            {formatMoney(0)}
          </Text>
          <NotBilledReason reason={event.reason} />
        </Stack>
      )}
    </SectionCard>
  );
}

function NotBilledReason({ reason }: { reason: string | null }) {
  const words = notBillableReasonWords(reason);
  return (
    <Alert color="gray" variant="light" title={words.title} p="sm">
      <Text size="sm">{words.detail}</Text>
    </Alert>
  );
}
