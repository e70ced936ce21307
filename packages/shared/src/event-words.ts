// What a lead's or call's page is told of its words: the transcript's turns and the keyword rules that acted. Apart
// from transcript.ts (what the call system sends, with its checks): zod/mini calls stay in the bundle, and the lead
// and call pages sit at their 200 KB budget.
import * as z from 'zod/mini';

export const TRANSCRIPT_SPEAKERS = ['CALLER', 'BUSINESS'] as const;
export type TranscriptSpeaker = (typeof TRANSCRIPT_SPEAKERS)[number];

export const transcriptTurnViewSchema = z.object({
  speaker: z.enum(TRANSCRIPT_SPEAKERS),
  text: z.string(),
  atSeconds: z.number(),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnViewSchema>;

/** A keyword rule that acted on a lead or call, by its name then. */
export const actedRuleSchema = z.object({ id: z.string(), name: z.string() });
export type ActedRule = z.infer<typeof actedRuleSchema>;
