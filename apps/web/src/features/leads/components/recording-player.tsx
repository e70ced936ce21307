import { ActionIcon, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatCallDuration } from './event-labels';

const SPEEDS = [1, 1.5, 2] as const;

/**
 * A call's audio with controls of the portal's own: the browser's player drops its seek bar when it is narrow (a
 * phone's card), and its targets are under 44 px. Play or pause, a seek bar a thumb can drag (or arrow keys move
 * by a second), the time, and the speed. The audio seeks through Range requests.
 */
export function RecordingPlayer({
  src,
  durationHint,
  seekRequest,
  onPosition,
}: {
  src: string;
  durationHint: number;
  /** A place to play from (a transcript's line); a new request (its `nonce`) each time, even to the same second. */
  seekRequest?: { seconds: number; nonce: number } | null;
  /** Told where the audio is as it plays (the transcript marks the line being heard). */
  onPosition?: (seconds: number) => void;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [duration, setDuration] = useState(durationHint);
  const [position, setPosition] = useState(0);
  // While the thumb is dragged it shows where it is, not where the audio is.
  const [dragging, setDragging] = useState<number | null>(null);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);
  // The audio's own length once the browser knows it: announced by durationchange, or already known when the element
  // met a copy of the file the browser had (the event came before this player was there to hear it).
  const learnDuration = (element: HTMLAudioElement) => {
    // A stream of unknown length says Infinity: the call's own duration stands in.
    if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
  };
  useEffect(() => {
    if (audio.current && audio.current.readyState >= HTMLMediaElement.HAVE_METADATA) learnDuration(audio.current);
  }, [src]);

  useEffect(() => {
    const element = audio.current;
    if (!element || !seekRequest) return;
    element.currentTime = seekRequest.seconds;
    setPosition(seekRequest.seconds);
    onPosition?.(seekRequest.seconds);
    element.play().catch(() => setFailed(true));
    // Only a new request seeks: onPosition is the caller's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seekRequest]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setFailed(true));
    else element.pause();
  };
  const seek = (seconds: number) => {
    setDragging(null);
    if (audio.current) audio.current.currentTime = seconds;
    setPosition(seconds);
  };
  const shown = dragging ?? position;
  const timeText = `${formatCallDuration(shown)} of ${formatCallDuration(duration)}`;

  return (
    <Stack gap={4}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onDurationChange={(event) => learnDuration(event.currentTarget)}
        onTimeUpdate={(event) => {
          setPosition(event.currentTarget.currentTime);
          onPosition?.(event.currentTarget.currentTime);
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => setFailed(true)}
      />
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          size={44}
          radius="xl"
          onClick={toggle}
          aria-label={playing ? 'Pause the recording' : 'Play the recording'}
          disabled={failed}
        >
          {playing ? <IconPlayerPauseFilled size={20} /> : <IconPlayerPlayFilled size={20} />}
        </ActionIcon>
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={Math.max(duration, 1)}
          step={1}
          value={Math.min(shown, duration)}
          onChange={setDragging}
          onChangeEnd={seek}
          label={formatCallDuration}
          thumbLabel="Position in the recording"
          thumbValueText={timeText}
          thumbSize={20}
          size="md"
          disabled={failed}
        />
        <Button
          variant="default"
          size="compact-sm"
          miw={52}
          h={44}
          onClick={() => setSpeed(SPEEDS[(SPEEDS.indexOf(speed) + 1) % SPEEDS.length]!)}
          aria-label={`Playback speed ${speed}×, change it`}
        >
          {speed}×
        </Button>
      </Group>
      <Text size="xs" c="dimmed" ff="monospace" aria-live="off">
        {formatCallDuration(shown)} / {formatCallDuration(duration)}
      </Text>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          The recording could not be played. Reload the page to try again.
        </Text>
      )}
    </Stack>
  );
}
