import { ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { TranscriptTurn } from '@portal/shared/event-words';
import { formatCallDuration } from './event-labels';
import classes from './call-transcript.module.css';

const SPEAKER = { CALLER: 'Caller', BUSINESS: 'You' } as const;

/** The turn being heard: the last one that began at or before the audio's position. */
const currentTurn = (turns: readonly TranscriptTurn[], position: number) =>
  turns.findLastIndex((turn) => turn.atSeconds <= position);

/**
 * What was said on the call, turn by turn. With a recording each turn is a button that plays the call from there,
 * and the turn being heard is marked; without one, the words alone.
 */
export function CallTranscript({
  turns,
  position,
  onSeek,
}: {
  turns: readonly TranscriptTurn[];
  /** Where the audio is, in seconds (null: no recording). */
  position: number | null;
  onSeek?: (seconds: number) => void;
}) {
  const current = position === null ? -1 : currentTurn(turns, position);
  const viewport = useRef<HTMLDivElement>(null);
  // The line being heard stays in the box as the call plays (the box scrolls, never the page).
  useEffect(() => {
    const box = viewport.current;
    const line = box?.querySelectorAll<HTMLElement>('li')[current];
    if (!box || !line) return;
    const top = line.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = Math.max(0, top - 8);
  }, [current]);
  return (
    <Stack gap={6} mt="md">
      <Text fw={600} id="call-transcript-title">
        Transcript
      </Text>
      {onSeek && (
        <Text size="xs" c="dimmed">
          Choose a line to play the call from there.
        </Text>
      )}
      <ScrollArea.Autosize mah={320} type="auto" viewportRef={viewport}>
        <ol className={classes.turns} aria-labelledby="call-transcript-title">
          {turns.map((turn, index) => {
            const words = (
              <>
                <Text span size="xs" c="dimmed" ff="monospace" className={classes.time}>
                  {formatCallDuration(Math.floor(turn.atSeconds))}
                </Text>
                <Text span size="sm" fw={600} className={classes.speaker}>
                  {SPEAKER[turn.speaker]}
                </Text>
                <Text span size="sm" className={classes.text}>
                  {turn.text}
                </Text>
              </>
            );
            return (
              <li key={index} className={classes.turn} data-current={index === current || undefined}>
                {onSeek ? (
                  <UnstyledButton
                    className={classes.line}
                    onClick={() => onSeek(turn.atSeconds)}
                    aria-current={index === current ? 'true' : undefined}
                    aria-label={`Play from ${formatCallDuration(Math.floor(turn.atSeconds))}: ${SPEAKER[turn.speaker]}, ${turn.text}`}
                  >
                    {words}
                  </UnstyledButton>
                ) : (
                  <div className={classes.line}>{words}</div>
                )}
              </li>
            );
          })}
        </ol>
      </ScrollArea.Autosize>
    </Stack>
  );
}
