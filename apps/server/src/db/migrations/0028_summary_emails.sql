CREATE TABLE "summary_email_choices" (
	"recipient" text NOT NULL,
	"account_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_email_choices_recipient_account_id_pk" PRIMARY KEY("recipient","account_id")
);
--> statement-breakpoint
CREATE TABLE "summary_email_sends" (
	"recipient" text NOT NULL,
	"account_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone,
	"skipped" text,
	CONSTRAINT "summary_email_sends_recipient_account_id_frequency_period_start_pk" PRIMARY KEY("recipient","account_id","frequency","period_start")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;