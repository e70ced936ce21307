CREATE TABLE "payment_bridge_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"invoice_id" uuid,
	"amount_cents" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"payment_id" uuid
);
--> statement-breakpoint
ALTER TABLE "payment_bridge_links" ADD CONSTRAINT "payment_bridge_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_bridge_links_account_idx" ON "payment_bridge_links" USING btree ("account_id","created_at");