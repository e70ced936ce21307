CREATE TABLE "lead_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supply_events" ADD COLUMN "tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_events" ADD COLUMN "follow_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_tags" ADD CONSTRAINT "lead_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_tags_account_name_unique" ON "lead_tags" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "supply_events_tag_ids_idx" ON "supply_events" USING gin ("tag_ids") WHERE cardinality("supply_events"."tag_ids") > 0;--> statement-breakpoint
CREATE INDEX "supply_events_follow_up_idx" ON "supply_events" USING btree ("account_id","occurred_at") WHERE "supply_events"."follow_up";