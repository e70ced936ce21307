import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import type { SupplyEvent } from '@portal/shared/leads';
import { formatPhone } from '@portal/shared/phone-format';
import { CALL_OUTCOME_LABELS, formatCallDuration } from './event-labels';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';

/**
 * Where the recording player goes. Until the player lands (a later change) it says plainly whether the
 * call was recorded, rather than leaving a gap or a control that does nothing.
 */
function RecordingPlaceholder({ recorded }: { recorded: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" mt="lg" role="group" aria-label="Recording">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" size="lg" radius="xl" aria-hidden>
          {recorded ? <IconMicrophone size={18} /> : <IconMicrophoneOff size={18} />}
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={600}>{recorded ? 'This call was recorded' : 'No recording for this call'}</Text>
          <Text size="sm" c="dimmed">
            {recorded
              ? 'Listening to it on this page is on its way.'
              : 'When a call is recorded, you can listen to it here.'}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The call itself: who called which tracking number, for how long, and how it ended. */
export function CallCard({ call }: { call: NonNullable<SupplyEvent['call']> }) {
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
      <RecordingPlaceholder recorded={call.hasRecording} />
    </SectionCard>
  );
}
