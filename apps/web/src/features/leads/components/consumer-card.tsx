import { Anchor, Blockquote, Group } from '@mantine/core';
import type { SupplyEvent } from '@portal/shared/leads';
import { formatPhone } from '@portal/shared/phone-format';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

// For ADMIN and up only, with its dialog: off the page's first load.
const { Lazy: BlockNumberControl } = lazyComponent(() =>
  import('./blocked-numbers/block-number-control').then((module) => module.BlockNumberControl),
);

/** Who the customer is and what they asked for, with the phone and email one tap away. */
export function ConsumerCard({ event }: { event: SupplyEvent }) {
  const { consumer } = event;
  return (
    <SectionCard title="Customer">
      <DetailList
        items={[
          { label: 'Name', value: consumer.name },
          {
            label: 'Phone',
            value: (
              <Group gap="sm" wrap="wrap">
                <Anchor href={`tel:${consumer.phone}`}>{formatPhone(consumer.phone)}</Anchor>
                {/* A call's page blocks its caller in the call's card. */}
                {event.type === 'LEAD' && (
                  <Suspense>
                    <BlockNumberControl accountId={event.accountId} phone={consumer.phone} />
                  </Suspense>
                )}
              </Group>
            ),
          },
          {
            label: 'Email',
            value: consumer.email ? <Anchor href={`mailto:${consumer.email}`}>{consumer.email}</Anchor> : 'Not given',
          },
          { label: 'ZIP code', value: consumer.zip },
          { label: 'Service requested', value: event.serviceRequested ?? 'Not given', wide: true },
          ...(event.type === 'LEAD' || event.message
            ? [
                {
                  label: 'Message',
                  wide: true,
                  value: event.message ? (
                    <Blockquote p="sm" mt={4} radius="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {event.message}
                    </Blockquote>
                  ) : (
                    'No message'
                  ),
                },
              ]
            : []),
        ]}
      />
    </SectionCard>
  );
}
