-- The reports that count distinct bookings and customers (customer/summary's visits, customer/visits,
-- employees/visits) and the no-show list read the lines of a range themselves (issue 16): partial
-- indexes leading with venue_id and the start, carrying the columns they read, so a year is one
-- range scan of the index (index-only once vacuum has marked the pages).
CREATE INDEX "appointments_report_kept_idx" ON "appointments" ("venue_id", "starts_at")
  INCLUDE ("group_id", "customer_id", "employee_id", "price") WHERE type = 'appointment' AND status <> 'cancelled';
--> statement-breakpoint
CREATE INDEX "appointments_report_no_show_idx" ON "appointments" ("venue_id", "starts_at")
  INCLUDE ("customer_id", "price") WHERE type = 'appointment' AND status = 'cancelled' AND cancel_reason = 'no_show';
--> statement-breakpoint
-- The job that merges appointment_daily_stats' rows (reports.jobs.ts).
SELECT pgboss.create_queue('reports-compact-stats', '{"policy":"short","retryLimit":1}');
