CREATE TYPE "public"."contact_role" AS ENUM('OWNER', 'ADMIN', 'BILLING', 'VIEWER');--> statement-breakpoint
CREATE TABLE "account_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "account_managers_record_id_unique" UNIQUE("record_id"),
	CONSTRAINT "account_managers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"status_reason" text,
	"business_formal_name" text NOT NULL,
	"phone" text,
	"email" text,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"account_manager_id" uuid,
	"account_source" text,
	"parent_id" uuid,
	"registered_address_id" text,
	"billing_address_id" text,
	"billing_status" text,
	"is_autopay_enabled" boolean DEFAULT false NOT NULL,
	"post_paid_status" text,
	"is_billing_same_as_registered_address" boolean DEFAULT true NOT NULL,
	"record_type_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_record_id_unique" UNIQUE("record_id")
);
--> statement-breakpoint
CREATE TABLE "account_contact_assignments" (
	"account_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"record_id" text NOT NULL,
	"role" "contact_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_contact_assignments_account_id_contact_id_pk" PRIMARY KEY("account_id","contact_id"),
	CONSTRAINT "account_contact_assignments_record_id_unique" UNIQUE("record_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" text NOT NULL,
	"first_name" text,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_record_id_unique" UNIQUE("record_id"),
	CONSTRAINT "contacts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_account_manager_id_account_managers_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."account_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_contact_assignments" ADD CONSTRAINT "account_contact_assignments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_contact_assignments" ADD CONSTRAINT "account_contact_assignments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_parent_id_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "accounts_name_idx" ON "accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "assignments_contact_id_idx" ON "account_contact_assignments" USING btree ("contact_id");