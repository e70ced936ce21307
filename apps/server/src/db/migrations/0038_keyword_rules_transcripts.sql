CREATE TABLE "call_transcripts" (
	"supply_event_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"turns" json NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phrases" text[] NOT NULL,
	"tag_ids" uuid[] NOT NULL,
	"set_status" text,
	"follow_up" boolean NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supply_events" ADD COLUMN "acted_rules" jsonb;--> statement-breakpoint
ALTER TABLE "keyword_rules" ADD CONSTRAINT "keyword_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_rules_account_name_unique" ON "keyword_rules" USING btree ("account_id",lower("name"));