CREATE TABLE "audit_log" (
	"account_id" uuid,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"user_id" uuid,
	"username" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "time_zone" SET DEFAULT 'EST';--> statement-breakpoint
CREATE INDEX "audit_log_account_at_idx" ON "audit_log" USING btree ("account_id","at","id");--> statement-breakpoint
-- Time zones are now the specification's abbreviations; earlier installations stored IANA names.
UPDATE "accounts" SET "time_zone" = CASE "time_zone" WHEN 'America/Chicago' THEN 'CST' WHEN 'America/New_York' THEN 'EST' WHEN 'America/Denver' THEN 'MST' WHEN 'America/Los_Angeles' THEN 'PST' ELSE "time_zone" END;
