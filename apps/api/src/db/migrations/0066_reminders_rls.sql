-- Reminders: row-level security by venue.
SELECT chairside_enable_venue_rls('reminder_settings');
SELECT chairside_enable_venue_rls('reminder_rules');
SELECT chairside_enable_venue_rls('reminder_messages');
--> statement-breakpoint
-- A history row outlives its rule: deleting the rule clears rule_id only (PostgreSQL 15+), never venue_id.
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_rule_fk" FOREIGN KEY ("venue_id", "rule_id")
  REFERENCES "reminder_rules" ("venue_id", "id") ON DELETE SET NULL ("rule_id");
--> statement-breakpoint
-- The reminders sweep (features/reminders/reminders.jobs.ts): every minute, one at a time.
SELECT pgboss.create_queue('reminders-send', '{"policy":"short","retryLimit":0,"expireInSeconds":300}');
