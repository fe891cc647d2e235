ALTER TABLE "online_bookings" DROP CONSTRAINT "online_bookings_venue_id_group_id_appointment_groups_venue_id_id_fk";
--> statement-breakpoint
ALTER TABLE "online_bookings" ALTER COLUMN "group_id" DROP NOT NULL;--> statement-breakpoint
-- A released hold's group goes; the row stays (PostgreSQL 15+: only group_id is set null, never venue_id).
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_venue_id_group_id_appointment_groups_venue_id_id_fk" FOREIGN KEY ("venue_id","group_id") REFERENCES "public"."appointment_groups"("venue_id","id") ON DELETE SET NULL ("group_id") ON UPDATE no action;
--> statement-breakpoint
-- The card provider's refund of a late online deposit (features/online-booking/deposit.late.ts), retried with back-off.
SELECT pgboss.create_queue('online-booking-deposit-refund', '{"policy":"standard","retryLimit":10,"retryDelay":30,"retryBackoff":true,"expireInSeconds":120}');
