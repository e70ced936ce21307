import { Anchor, Box, Loader, Paper, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { SupplyEvent } from '@portal/shared/leads';
import { errorMessage } from '../../../lib/http/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { useRecording } from '../api/get-recording';
import { CallTranscript } from './call-transcript';

// Only a recorded call plays audio: the player (and Mantine's slider) loads when one is shown, off the page's first
// load (the call's page stays within its 200 KB budget).
const { Lazy: RecordingPlayer } = lazyComponent(() =>
  import('./recording-player').then((module) => module.RecordingPlayer),
);

/** The call's audio in the portal's player (RecordingPlayer), or why there is none, and what was said. */
export function CallRecording({
  accountId,
  supplyEventId,
  recorded,
  durationSeconds,
  transcript,
}: {
  accountId: string;
  supplyEventId: string;
  recorded: boolean;
  durationSeconds: number;
  transcript: SupplyEvent['transcript'];
}) {
  const recording = useRecording(accountId, supplyEventId, recorded);
  // A transcript's line asks the player to play from there; the player says where it is.
  const [seekRequest, setSeekRequest] = useState<{ seconds: number; nonce: number } | null>(null);
  // Null until the call is played or a line chosen: no line is "being heard" before then.
  const [position, setPosition] = useState<number | null>(null);
  const playable = Boolean(recording.data);
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
            <RecordingPlayer
              src={recording.data.url}
              durationHint={durationSeconds}
              seekRequest={seekRequest}
              onPosition={setPosition}
            />
          </Suspense>
          {/* The same short-lived link, saved as a file in the format it was stored in. */}
          <Anchor href={`${recording.data.url}?download=1`} download size="sm" mt="xs" display="inline-block">
            Download the recording
          </Anchor>
        </Box>
      )}
      {transcript && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the transcript" />}>
          <CallTranscript
            turns={transcript}
            position={playable ? position : null}
            onSeek={
              playable ? (seconds) => setSeekRequest((last) => ({ seconds, nonce: (last?.nonce ?? 0) + 1 })) : undefined
            }
          />
        </Suspense>
      )}
    </Paper>
  );
}
