CREATE TABLE "recording_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"supply_event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"record_calls" boolean DEFAULT true NOT NULL,
	"retention_days" integer DEFAULT 90 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"supply_event_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recording_settings" ADD CONSTRAINT "recording_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_supply_event_id_supply_events_id_fk" FOREIGN KEY ("supply_event_id") REFERENCES "public"."supply_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_account_created_idx" ON "recordings" USING btree ("account_id","created_at");