import { Anchor, Group, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { requiredRole } from '@portal/shared/api/permissions';
import { isMissedCall, type SupplyEvent } from '@portal/shared/leads';
import { formatPhone } from '@portal/shared/phone-format';
import { usePermission } from '../../../lib/account-context';
import { formatDateTime } from '../../../lib/format';
import { CalledBackButton } from './called-back-button';
import { CALL_OUTCOME_LABELS, formatCallDuration } from './event-labels';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { lazyComponent } from '../../../lib/lazy-component';

// For ADMIN and up only, with its dialog: off the page's first load.
const { Lazy: BlockNumberControl } = lazyComponent(() =>
  import('./blocked-numbers/block-number-control').then((module) => module.BlockNumberControl),
);

// The recording, its player and the transcript: off the page's first load (the call's page sits at its 200 KB
// budget), and the player's own code (Mantine's slider) only once there is audio to play.
const { Lazy: CallRecording } = lazyComponent(() => import('./call-recording').then((module) => module.CallRecording));

/**
 * Whether a missed call was called back, and when; someone who works leads marks it here (or in the inbox) once
 * they have called.
 */
function CallBack({ event, timeZone }: { event: SupplyEvent; timeZone: string | undefined }) {
  const mayWork = usePermission('leads.work');
  if (event.calledBackAt) return <>Called back {formatDateTime(event.calledBackAt, timeZone, { inSentence: true })}</>;
  if (!mayWork) return <>Not yet (marking it needs the {requiredRole('leads.work')} role)</>;
  return (
    <CalledBackButton accountId={event.accountId} supplyEventId={event.id} size="compact-sm" done="Marked called back.">
      Mark called back
    </CalledBackButton>
  );
}

/** The call itself: who called which tracking number, for how long, how it ended and, missed, its call back. */
export function CallCard({
  event,
  call,
  timeZone,
}: {
  event: SupplyEvent;
  call: NonNullable<SupplyEvent['call']>;
  timeZone: string | undefined;
}) {
  return (
    <SectionCard title="Call">
      <DetailList
        items={[
          {
            label: 'Caller number',
            value: (
              <Group gap="sm" wrap="wrap">
                <Anchor href={`tel:${call.callerNumber}`}>{formatPhone(call.callerNumber)}</Anchor>
                <Suspense>
                  <BlockNumberControl accountId={event.accountId} phone={call.callerNumber} />
                </Suspense>
              </Group>
            ),
          },
          { label: 'Tracking number', value: formatPhone(call.trackingNumber) },
          { label: 'Duration', value: formatCallDuration(call.durationSeconds) },
          { label: 'Outcome', value: CALL_OUTCOME_LABELS[call.outcome] },
          ...(isMissedCall(event)
            ? [{ label: 'Call back', value: <CallBack event={event} timeZone={timeZone} /> }]
            : []),
        ]}
      />
      <Suspense fallback={<Loader size="sm" mt="lg" aria-label="Loading the recording" />}>
        <CallRecording
          accountId={event.accountId}
          supplyEventId={event.id}
          recorded={call.hasRecording}
          durationSeconds={call.durationSeconds}
          transcript={event.transcript}
        />
      </Suspense>
    </SectionCard>
  );
}
