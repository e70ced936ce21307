import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SupplyEventSummary } from '@portal/shared/leads';
import { formatPhone } from '@portal/shared/phone-format';
import type { DetailItem } from '../../../../components/detail-list';
import { paths } from '../../../../config/paths';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { errorMessage } from '../../../../lib/http/error-message';
import { useRecording } from '../../api/get-recording';
import { CALL_OUTCOME_LABELS, eventNoun, formatCallDuration } from '../event-labels';
import { RecordingPlayer } from '../recording-player';
import { BriefList } from './brief-list';

/** The disputed lead or call in brief, as its page starts: who, their number, the campaign, when, and the price. */
export function PanelEvent({ event }: { event: SupplyEventSummary }) {
  const noun = eventNoun(event.type);
  const { call } = event;
  const items: DetailItem[] = [
    { label: call ? 'Caller' : 'Name', value: event.consumer.name },
    {
      label: 'Phone',
      value: (
        <Anchor href={`tel:${call?.callerNumber ?? event.consumer.phone}`}>
          {formatPhone(call?.callerNumber ?? event.consumer.phone)}
        </Anchor>
      ),
    },
    { label: call ? 'Called' : 'Received', value: formatDateTime(event.occurredAt, undefined) },
    { label: 'Price', value: formatMoney(event.priceCents) },
    ...(call
      ? [
          { label: 'Duration', value: formatCallDuration(call.durationSeconds) },
          { label: 'Outcome', value: CALL_OUTCOME_LABELS[call.outcome] },
        ]
      : [{ label: 'Service requested', value: event.serviceRequested ?? 'Not given', wide: true }]),
    { label: 'Campaign', value: event.campaignName, wide: true },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="queue-panel-event">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="queue-panel-event">
          The {noun}
        </Title>
        <Anchor component={Link} to={call ? paths.call.href(event.id) : paths.lead.href(event.id)} size="sm">
          Open the {noun}’s page
        </Anchor>
      </Group>
      <BriefList items={items} />
      {call?.hasRecording ? (
        <Recording accountId={event.accountId} supplyEventId={event.id} durationSeconds={call.durationSeconds} />
      ) : (
        call && (
          <Text size="sm" c="dimmed">
            No recording for this call.
          </Text>
        )
      )}
    </Stack>
  );
}

/** The call's audio in the lead page's player, with its own loading and error. */
function Recording(props: { accountId: string; supplyEventId: string; durationSeconds: number }) {
  const recording = useRecording(props.accountId, props.supplyEventId, true);
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" role="group" aria-label="Recording">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Call recording
        </Text>
        {recording.isPending && <Loader size="sm" role="status" aria-label="Loading the recording" />}
        {recording.isError && (
          <Group gap="sm" justify="space-between">
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(recording.error, 'The recording could not be loaded.')}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              loading={recording.isRefetching}
              onClick={() => void recording.refetch()}
            >
              Try again
            </Button>
          </Group>
        )}
        {recording.data && <RecordingPlayer src={recording.data.url} durationHint={props.durationSeconds} />}
      </Stack>
    </Paper>
  );
}
