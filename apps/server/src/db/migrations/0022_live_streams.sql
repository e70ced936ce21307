CREATE TABLE "live_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"open_order" bigint GENERATED ALWAYS AS IDENTITY (sequence name "live_streams_open_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_streams_recipient" ON "live_streams" USING btree ("recipient","open_order");