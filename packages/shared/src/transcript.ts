// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007). What the
// call system sends; the lead's page reads only event-words.ts.
import * as z from 'zod/mini';
import { INGEST_LIMITS } from './supply-events';
import { multiLineText, TEXT_LIMITS, plainText } from './text';
import { TRANSCRIPT_SPEAKERS, actedRuleSchema } from './event-words';

/** An hour's call in turns (about 9,000 words); both at their most still fit a request's 1 MB. */
export const TRANSCRIPT_LIMITS = {
  turns: 500,
  turnLength: 1_500,
} as const;

export const transcriptTurnSchema = z.strictObject({
  speaker: z.enum(TRANSCRIPT_SPEAKERS, { error: `must be one of ${TRANSCRIPT_SPEAKERS.join(', ')}` }),
  text: multiLineText(TRANSCRIPT_LIMITS.turnLength, { required: 'must say something' }),
  atSeconds: z
    .number({ error: 'must be the seconds into the call the turn begins at, e.g. 12.5' })
    .check(
      z.minimum(0, 'must be 0 or more'),
      z.maximum(INGEST_LIMITS.maxCallSeconds, `must be at most ${INGEST_LIMITS.maxCallSeconds}`),
    ),
});

/** A call's words, turn by turn, in the order they were said. */
export const transcriptSchema = () =>
  z.array(transcriptTurnSchema).check(
    z.minLength(1, 'must hold at least one turn'),
    z.maxLength(TRANSCRIPT_LIMITS.turns, `must hold at most ${TRANSCRIPT_LIMITS.turns} turns`),
    z.refine(
      (turns) => turns.every((turn, index) => index === 0 || turn.atSeconds >= turns[index - 1]!.atSeconds),
      'must be in the order they were said (atSeconds never going back)',
    ),
  );

export const transcriptBodySchema = z.strictObject({ turns: transcriptSchema() });
export type TranscriptBody = z.input<typeof transcriptBodySchema>;

export const transcriptParamsSchema = z.object({ externalId: plainText(TEXT_LIMITS.identifier) });

export const transcriptAnswerSchema = z.object({
  supplyEventId: z.string(),
  turns: z.number().check(z.describe('How many turns were stored (a second upload replaces the first)')),
  rulesActed: z.array(actedRuleSchema).check(z.describe('The keyword rules the words set off, if any')),
});
