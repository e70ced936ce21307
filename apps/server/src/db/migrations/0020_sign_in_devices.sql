ALTER TABLE "identity_refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "identity_refresh_tokens" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "identity_refresh_tokens" ADD COLUMN "last_used_at" timestamp with time zone;