CREATE TABLE "daily_rollups" (
	"account_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"answered_calls" integer DEFAULT 0 NOT NULL,
	"billable" integer DEFAULT 0 NOT NULL,
	"spend_cents" bigint DEFAULT 0 NOT NULL,
	"disputes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_rollups_account_id_campaign_id_day_pk" PRIMARY KEY("account_id","campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supply_event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"reason_code" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"filed_by" text NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	"credit_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"campaign_id" uuid,
	"supply_event_id" uuid,
	"budget_charge_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_event_key" UNIQUE("kind","supply_event_id")
);
--> statement-breakpoint
CREATE TABLE "supply_event_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supply_event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_event_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supply_event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drained_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supply_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"listing_id" uuid,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"consumer_name" text NOT NULL,
	"consumer_phone" text NOT NULL,
	"consumer_email" text,
	"consumer_zip" text NOT NULL,
	"service_requested" text,
	"message" text,
	"caller_number" text,
	"tracking_number" text,
	"duration_seconds" integer,
	"outcome" text,
	"price_cents" bigint NOT NULL,
	"billable" boolean NOT NULL,
	"reason" text,
	"customer_status" text DEFAULT 'NEW' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supply_events_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "budget_charges" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_supply_event_id_supply_events_id_fk" FOREIGN KEY ("supply_event_id") REFERENCES "public"."supply_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_supply_event_id_supply_events_id_fk" FOREIGN KEY ("supply_event_id") REFERENCES "public"."supply_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_event_notes" ADD CONSTRAINT "supply_event_notes_supply_event_id_supply_events_id_fk" FOREIGN KEY ("supply_event_id") REFERENCES "public"."supply_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_event_outbox" ADD CONSTRAINT "supply_event_outbox_supply_event_id_supply_events_id_fk" FOREIGN KEY ("supply_event_id") REFERENCES "public"."supply_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_events" ADD CONSTRAINT "supply_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_events" ADD CONSTRAINT "supply_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_live_per_event_idx" ON "disputes" USING btree ("supply_event_id") WHERE "disputes"."status" in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "disputes_status_filed_idx" ON "disputes" USING btree ("status","filed_at");--> statement-breakpoint
CREATE INDEX "disputes_event_idx" ON "disputes" USING btree ("supply_event_id","filed_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","occurred_at");--> statement-breakpoint
CREATE INDEX "supply_event_notes_event_idx" ON "supply_event_notes" USING btree ("supply_event_id","created_at");--> statement-breakpoint
CREATE INDEX "supply_event_outbox_pending_idx" ON "supply_event_outbox" USING btree ("created_at") WHERE "supply_event_outbox"."drained_at" is null;--> statement-breakpoint
CREATE INDEX "supply_events_account_occurred_idx" ON "supply_events" USING btree ("account_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "supply_events_repeat_idx" ON "supply_events" USING btree ("campaign_id","consumer_phone","occurred_at");