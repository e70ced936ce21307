import { Anchor, Box, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import { Suspense } from 'react';
import { requiredRole } from '@portal/shared/api/permissions';
import { isMissedCall, type SupplyEvent } from '@portal/shared/leads';
import { formatPhone } from '@portal/shared/phone-format';
import { usePermission } from '../../../lib/account-context';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { useRecording } from '../api/get-recording';
import { CalledBackButton } from './called-back-button';
import { CALL_OUTCOME_LABELS, formatCallDuration } from './event-labels';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { lazyComponent } from '../../../lib/lazy-component';

// For ADMIN and up only, with its dialog: off the page's first load.
const { Lazy: BlockNumberControl } = lazyComponent(() =>
  import('./blocked-numbers/block-number-control').then((module) => module.BlockNumberControl),
);

// Only a recorded call plays audio: the player (and Mantine's slider) loads when one is shown, off the page's first
// load (the call's page stays within its 200 KB budget).
const { Lazy: RecordingPlayer } = lazyComponent(() =>
  import('./recording-player').then((module) => module.RecordingPlayer),
);

/** The call's audio in the portal's player (RecordingPlayer), or why there is none. */
function Recording({
  accountId,
  supplyEventId,
  recorded,
  durationSeconds,
}: {
  accountId: string;
  supplyEventId: string;
  recorded: boolean;
  durationSeconds: number;
}) {
  const recording = useRecording(accountId, supplyEventId, recorded);
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" mt="lg" role="group" aria-label="Recording">
      <Group gap="sm" wrap="nowrap" align={recorded ? 'center' : 'flex-start'}>
        <ThemeIcon variant="light" color="gray" size="lg" radius="xl" aria-hidden>
          {recorded ? <IconMicrophone size={18} /> : <IconMicrophoneOff size={18} />}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{recorded ? 'Call recording' : 'No recording for this call'}</Text>
          {!recorded && (
            <Text size="sm" c="dimmed">
              When a call is recorded, you can listen to it here.
            </Text>
          )}
          {recorded && recording.isPending && <Loader size="sm" aria-label="Loading the recording" />}
          {recorded && recording.isError && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(recording.error, 'The recording could not be loaded.')}
            </Text>
          )}
        </Stack>
      </Group>
      {/* The whole card's width under the title: beside the icon, a phone's seek bar was a thumb's width. */}
      {recording.data && (
        <Box mt="sm">
          <Suspense fallback={<Loader size="sm" aria-label="Loading the player" />}>
            <RecordingPlayer src={recording.data.url} durationHint={durationSeconds} />
          </Suspense>
          {/* The same short-lived link, saved as a file in the format it was stored in. */}
          <Anchor href={`${recording.data.url}?download=1`} download size="sm" mt="xs" display="inline-block">
            Download the recording
          </Anchor>
        </Box>
      )}
    </Paper>
  );
}

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
      <Recording
        accountId={event.accountId}
        supplyEventId={event.id}
        recorded={call.hasRecording}
        durationSeconds={call.durationSeconds}
      />
    </SectionCard>
  );
}
