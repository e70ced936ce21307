ALTER TABLE "supply_events" ADD COLUMN "called_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supply_events" ADD COLUMN "called_back_by" text;