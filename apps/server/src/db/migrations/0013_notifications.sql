CREATE TABLE "notification_preferences" (
	"recipient" text NOT NULL,
	"account_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_recipient_account_id_event_type_channel_pk" PRIMARY KEY("recipient","account_id","event_type","channel")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_event_recipient_key" UNIQUE("event_id","recipient")
);
--> statement-breakpoint
CREATE TABLE "stream_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "budget_periods" ADD COLUMN "reached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient","account_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient","account_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- A time-ordered UUID (version 7) made in SQL, for outbox rows the database writes itself (PostgreSQL
-- before 18 has none): 48 bits of milliseconds, then random bits with the version and variant set.
CREATE FUNCTION "portal_uuid_v7"() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid;
$$;--> statement-breakpoint
-- As in 0010, and the crossing also goes to the outbox as balance.low (whether or not a method can top
-- it up automatically), in the same statement as the entries that caused it.
CREATE OR REPLACE FUNCTION "ledger_entries_keep_owed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ), "crossings" AS (
    SELECT "kept"."account_id", "added"."at", -"kept"."owed_cents" AS "balance",
           "kept"."recharge_threshold_cents" AS "threshold",
           "kept"."recharge_amount_cents" IS NOT NULL AND "kept"."default_payment_method_id" IS NOT NULL
             AS "can_recharge"
      FROM "kept" JOIN "added" USING ("account_id")
     WHERE "kept"."mode" = 'PREPAID'
       AND "kept"."recharge_threshold_cents" IS NOT NULL
       AND -("kept"."owed_cents" - "added"."cents") >= "kept"."recharge_threshold_cents"
       AND -"kept"."owed_cents" < "kept"."recharge_threshold_cents"
  ), "recharges" AS (
    INSERT INTO "auto_recharges" ("account_id", "crossed_at")
    SELECT "account_id", "at" FROM "crossings" WHERE "can_recharge"
    ON CONFLICT ("account_id") WHERE "status" = 'PENDING' DO NOTHING
  )
  INSERT INTO "domain_events" ("id", "account_id", "type", "payload", "occurred_at")
  SELECT "portal_uuid_v7"(), "account_id", 'balance.low',
         jsonb_build_object('balanceCents', "balance", 'thresholdCents', "threshold"), "at"
    FROM "crossings";
  RETURN NULL;
END;
$$;
