CREATE SEQUENCE "public"."account_number_seq" INCREMENT BY 1 MINVALUE 100001 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "account_number" integer DEFAULT nextval('account_number_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_account_number_unique" UNIQUE("account_number");