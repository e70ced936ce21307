import type { TranscriptSpeaker, TranscriptTurn } from '@portal/shared/event-words';

// How call_transcripts keeps a transcript's turns: the n-th of each column is the n-th turn (db/schema's
// callTranscripts says why). The separator is a control character no turn may hold (multiLineText refuses it).
const TURN_SEPARATOR = '\u001e';
const LETTER_OF: Record<TranscriptSpeaker, string> = { CALLER: 'C', BUSINESS: 'B' };
const SPEAKER_OF: Record<string, TranscriptSpeaker> = { C: 'CALLER', B: 'BUSINESS' };

export interface TranscriptColumns {
  text: string;
  speakers: string;
  atSeconds: number[];
}

export function transcriptColumns(turns: readonly TranscriptTurn[]): TranscriptColumns {
  // The schema refuses it; a caller that skipped the schema (the demo's seed writes directly) would split a turn.
  if (turns.some((turn) => turn.text.includes(TURN_SEPARATOR)))
    throw new Error('A transcript turn holds the record separator (U+001E), which the turns are stored apart by.');
  return {
    text: turns.map((turn) => turn.text).join(TURN_SEPARATOR),
    speakers: turns.map((turn) => LETTER_OF[turn.speaker]).join(''),
    atSeconds: turns.map((turn) => turn.atSeconds),
  };
}

export function transcriptTurns(columns: TranscriptColumns): TranscriptTurn[] {
  const texts = columns.text.split(TURN_SEPARATOR);
  return columns.atSeconds.map((atSeconds, index) => ({
    speaker: SPEAKER_OF[columns.speakers[index]!]!,
    text: texts[index]!,
    atSeconds,
  }));
}
