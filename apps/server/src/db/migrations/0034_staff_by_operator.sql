ALTER TABLE "identity_users" ADD COLUMN "staff_by_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now only an operator made staff with a password (the users command line, and the demo's seed); those who
-- sign in through the company directory were made staff by the directory.
UPDATE "identity_users" SET "staff_by_operator" = true WHERE "internal" AND "status" <> 'EXTERNAL_PROVIDER';
