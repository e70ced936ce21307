import { Anchor, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import type { SupplyEvent } from '@portal/shared/leads';
import { formatPhone } from '@portal/shared/phone-format';
import { errorMessage } from '../../../lib/http/error-message';
import { useRecording } from '../api/get-recording';
import { CALL_OUTCOME_LABELS, formatCallDuration } from './event-labels';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';

/** The call's audio in the browser's own player (it seeks through Range requests), or why there is none. */
function Recording({
  accountId,
  supplyEventId,
  recorded,
}: {
  accountId: string;
  supplyEventId: string;
  recorded: boolean;
}) {
  const recording = useRecording(accountId, supplyEventId, recorded);
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" mt="lg" role="group" aria-label="Recording">
      <Group gap="sm" wrap="nowrap" align="flex-start">
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
          {recording.data && (
            // A call has no captions to offer: the audio is the record itself.
            <audio
              controls
              preload="metadata"
              src={recording.data.url}
              aria-label="Call recording"
              style={{ width: '100%' }}
            />
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The call itself: who called which tracking number, for how long, and how it ended. */
export function CallCard({
  call,
  accountId,
  supplyEventId,
}: {
  call: NonNullable<SupplyEvent['call']>;
  accountId: string;
  supplyEventId: string;
}) {
  return (
    <SectionCard title="Call">
      <DetailList
        items={[
          {
            label: 'Caller number',
            value: <Anchor href={`tel:${call.callerNumber}`}>{formatPhone(call.callerNumber)}</Anchor>,
          },
          { label: 'Tracking number', value: formatPhone(call.trackingNumber) },
          { label: 'Duration', value: formatCallDuration(call.durationSeconds) },
          { label: 'Outcome', value: CALL_OUTCOME_LABELS[call.outcome] },
        ]}
      />
      <Recording accountId={accountId} supplyEventId={supplyEventId} recorded={call.hasRecording} />
    </SectionCard>
  );
}
