CREATE TABLE "identity_passkeys" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"attachment" text,
	"relying_party_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_challenge_sessions" ADD COLUMN "webauthn_challenge" text;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "passkey_registration_challenge" text;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "passkey_registration_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_passkeys" ADD CONSTRAINT "identity_passkeys_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_passkeys_user_idx" ON "identity_passkeys" USING btree ("user_id");