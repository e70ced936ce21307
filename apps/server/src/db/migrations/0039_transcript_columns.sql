-- A transcript's turns move from json beside the words to three columns, the n-th of each a turn (see the
-- schema's call_transcripts): the words joined by a record separator, a speaker letter each, the seconds each.
-- Every stored turn passed the ingest schema (a speaker CALLER or BUSINESS, words, seconds); a transcript with no
-- turns (none can be stored) would become empty columns rather than stop the migration.
ALTER TABLE "call_transcripts" ADD COLUMN "speakers" text;--> statement-breakpoint
ALTER TABLE "call_transcripts" ADD COLUMN "at_seconds" double precision[];--> statement-breakpoint
UPDATE "call_transcripts" AS t
SET "text" = coalesce(split."text", ''), "speakers" = coalesce(split."speakers", ''),
  "at_seconds" = coalesce(split."at_seconds", '{}')
FROM (
  SELECT c."supply_event_id",
    string_agg(turn.value->>'text', chr(30) ORDER BY turn.n) AS "text",
    string_agg(CASE WHEN turn.value IS NULL THEN NULL WHEN turn.value->>'speaker' = 'CALLER' THEN 'C' ELSE 'B' END,
      '' ORDER BY turn.n) AS "speakers",
    array_agg((turn.value->>'atSeconds')::double precision ORDER BY turn.n)
      FILTER (WHERE turn.value IS NOT NULL) AS "at_seconds"
  FROM "call_transcripts" c
  LEFT JOIN LATERAL json_array_elements(c."turns") WITH ORDINALITY AS turn(value, n) ON true
  GROUP BY c."supply_event_id"
) AS split
WHERE split."supply_event_id" = t."supply_event_id";--> statement-breakpoint
ALTER TABLE "call_transcripts" ALTER COLUMN "speakers" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "call_transcripts" ALTER COLUMN "at_seconds" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "call_transcripts" DROP COLUMN "turns";
