CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_account_idx" ON "domain_events" USING btree ("account_id","id");--> statement-breakpoint
-- New leads and calls still waiting in the old supply outbox move to the one outbox, as their events (the
-- dispatcher takes every undispatched event, whatever its id).
INSERT INTO "domain_events" ("id", "account_id", "type", "payload", "occurred_at", "created_at")
SELECT o."id", o."account_id",
       CASE WHEN e."type" = 'CALL' THEN 'call.created' ELSE 'lead.created' END,
       jsonb_build_object(
         'supplyEventId', e."id", 'externalId', e."external_id", 'campaignId', e."campaign_id",
         'listingId', e."listing_id",
         'occurredAt', to_char(e."occurred_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'consumer', jsonb_build_object('name', e."consumer_name", 'phone', e."consumer_phone", 'zip', e."consumer_zip"),
         'billable', e."billable", 'priceCents', e."price_cents", 'reason', e."reason"
       ) || CASE WHEN e."type" = 'CALL' THEN jsonb_build_object('call', jsonb_build_object(
         'outcome', coalesce(e."outcome", 'ANSWERED'), 'durationSeconds', coalesce(e."duration_seconds", 0)))
         ELSE '{}'::jsonb END,
       e."occurred_at", o."created_at"
  FROM "supply_event_outbox" o JOIN "supply_events" e ON e."id" = o."supply_event_id"
 WHERE o."drained_at" IS NULL;
