ALTER TABLE "online_bookings" DROP CONSTRAINT "online_bookings_venue_id_group_id_appointment_groups_venue_id_id_fk";
--> statement-breakpoint
ALTER TABLE "online_bookings" ALTER COLUMN "group_id" DROP NOT NULL;--> statement-breakpoint
-- A released hold's group goes; the row stays (PostgreSQL 15+: only group_id is set null, never venue_id).
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_venue_id_group_id_appointment_groups_venue_id_id_fk" FOREIGN KEY ("venue_id","group_id") REFERENCES "public"."appointment_groups"("venue_id","id") ON DELETE SET NULL ("group_id") ON UPDATE no action;
--> statement-breakpoint
-- The card provider's refund of a late online deposit (features/online-booking/deposit.late.ts), retried with back-off.
SELECT pgboss.create_queue('online-booking-deposit-refund', '{"policy":"standard","retryLimit":10,"retryDelay":30,"retryBackoff":true,"expireInSeconds":120}');
--> statement-breakpoint
CREATE TABLE "online_portfolio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_portfolio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_portfolio_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
ALTER TABLE "online_portfolio" ADD CONSTRAINT "online_portfolio_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_portfolio_venue_id_sort_order_index" ON "online_portfolio" USING btree ("venue_id","sort_order");--> statement-breakpoint
-- The portfolio: row-level security by venue.
SELECT chairside_enable_venue_rls('online_portfolio');
