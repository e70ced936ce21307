CREATE TABLE "auto_recharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"crossed_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"payment_id" uuid,
	"last_failure" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "owed_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_recharges" ADD CONSTRAINT "auto_recharges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_recharges_one_pending" ON "auto_recharges" USING btree ("account_id") WHERE "auto_recharges"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "auto_recharges_due_idx" ON "auto_recharges" USING btree ("next_attempt_at") WHERE "auto_recharges"."status" = 'PENDING';--> statement-breakpoint
-- What each account owes, from its whole ledger so far (accounts with entries but no billing row get one).
INSERT INTO "billing_accounts" ("account_id") SELECT DISTINCT "account_id" FROM "ledger_entries" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "billing_accounts" SET "owed_cents" = "sums"."cents"
  FROM (SELECT "account_id", sum("amount_cents")::bigint AS "cents" FROM "ledger_entries" GROUP BY "account_id") AS "sums"
 WHERE "billing_accounts"."account_id" = "sums"."account_id";--> statement-breakpoint
-- The ledger keeps billing_accounts.owed_cents equal to the sum of its entries, in the statement that adds
-- them (the ledger is append-only, so inserts are the only change). The same statement notices a prepaid
-- balance crossing its auto-recharge threshold downwards and queues one automatic top-up for that crossing;
-- while one is pending no second is queued. A writer that adds entries for several accounts locks their
-- billing rows in account order first (ingestion does), so two such writers never wait on each other.
CREATE FUNCTION "ledger_entries_keep_owed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "added" AS (
    SELECT "account_id", sum("amount_cents")::bigint AS "cents", max("occurred_at") AS "at"
      FROM "new_entries" GROUP BY "account_id"
  ), "kept" AS (
    INSERT INTO "billing_accounts" AS "b" ("account_id", "owed_cents")
    SELECT "account_id", "cents" FROM "added" ORDER BY "account_id"
    ON CONFLICT ("account_id") DO UPDATE SET "owed_cents" = "b"."owed_cents" + "excluded"."owed_cents"
    RETURNING "b"."account_id", "b"."owed_cents", "b"."mode", "b"."recharge_threshold_cents",
              "b"."recharge_amount_cents", "b"."default_payment_method_id"
  )
  INSERT INTO "auto_recharges" ("account_id", "crossed_at")
  SELECT "kept"."account_id", "added"."at" FROM "kept" JOIN "added" USING ("account_id")
   WHERE "kept"."mode" = 'PREPAID'
     AND "kept"."recharge_threshold_cents" IS NOT NULL
     AND "kept"."recharge_amount_cents" IS NOT NULL
     AND "kept"."default_payment_method_id" IS NOT NULL
     AND -("kept"."owed_cents" - "added"."cents") >= "kept"."recharge_threshold_cents"
     AND -"kept"."owed_cents" < "kept"."recharge_threshold_cents"
  ON CONFLICT ("account_id") WHERE "status" = 'PENDING' DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_keep_owed" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_keep_owed"();
