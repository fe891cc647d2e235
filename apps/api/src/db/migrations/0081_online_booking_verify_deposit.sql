CREATE TABLE "online_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_verifications_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
ALTER TABLE "online_bookings" ADD COLUMN "state" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD COLUMN "mail_token_hash" text;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD COLUMN "deposit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "online_verifications" ADD CONSTRAINT "online_verifications_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_verifications_venue_id_target_index" ON "online_verifications" USING btree ("venue_id","target");--> statement-breakpoint
CREATE INDEX "online_bookings_venue_id_checkout_session_id_index" ON "online_bookings" USING btree ("venue_id","checkout_session_id");--> statement-breakpoint
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_mail_token_hash_unique" UNIQUE("mail_token_hash");