-- A transcript's turns move from json beside the words to three columns, the n-th of each a turn (see the
-- schema's call_transcripts): the words joined by a record separator, a speaker letter each, the seconds each.
ALTER TABLE "call_transcripts" ADD COLUMN "speakers" text;--> statement-breakpoint
ALTER TABLE "call_transcripts" ADD COLUMN "at_seconds" double precision[];--> statement-breakpoint
UPDATE "call_transcripts" AS t
SET "text" = split."text", "speakers" = split."speakers", "at_seconds" = split."at_seconds"
FROM (
  SELECT c."supply_event_id",
    string_agg(turn.value->>'text', chr(30) ORDER BY turn.n) AS "text",
    string_agg(CASE turn.value->>'speaker' WHEN 'CALLER' THEN 'C' ELSE 'B' END, '' ORDER BY turn.n) AS "speakers",
    array_agg((turn.value->>'atSeconds')::double precision ORDER BY turn.n) AS "at_seconds"
  FROM "call_transcripts" c, json_array_elements(c."turns") WITH ORDINALITY AS turn(value, n)
  GROUP BY c."supply_event_id"
) AS split
WHERE split."supply_event_id" = t."supply_event_id";--> statement-breakpoint
ALTER TABLE "call_transcripts" ALTER COLUMN "speakers" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "call_transcripts" ALTER COLUMN "at_seconds" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "call_transcripts" DROP COLUMN "turns";
