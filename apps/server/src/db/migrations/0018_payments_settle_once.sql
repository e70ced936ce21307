CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
ALTER TABLE "payment_bridge_links" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_method_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_label" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bridge_link_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_per_fingerprint" ON "payment_methods" USING btree ("account_id","fingerprint") WHERE "payment_methods"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'PENDING';--> statement-breakpoint
-- Payments made before allocations existed paid their own invoice, all of their amount.
INSERT INTO "payment_allocations" ("payment_id", "invoice_id", "account_id", "amount_cents")
  SELECT "id", "invoice_id", "account_id", "amount_cents" FROM "payments" WHERE "invoice_id" IS NOT NULL;
--> statement-breakpoint
-- What each earlier payment charged, named as packages/shared/src/billing.ts methodLabel names it.
UPDATE "payments" SET "provider_method_id" = m."provider_method_id",
  "method_label" = CASE
    WHEN m."kind" = 'BANK' OR m."brand" IS NULL THEN 'Bank account'
    WHEN m."brand" = 'visa' THEN 'Visa'
    WHEN m."brand" = 'mastercard' THEN 'Mastercard'
    WHEN m."brand" = 'amex' THEN 'American Express'
    WHEN m."brand" = 'discover' THEN 'Discover'
    ELSE 'Card' END || ' •••• ' || m."last4"
  FROM "payment_methods" m WHERE m."id" = "payments"."payment_method_id";
