-- Background report exports are the venue's rows (row-level security); the reports-export job's queue
-- (one job per export) and the hourly sweep of expired files.
SELECT chairside_enable_venue_rls('report_exports');
--> statement-breakpoint
SELECT pgboss.create_queue('reports-export', '{"policy":"standard","retryLimit":2,"retryDelay":5,"expireInSeconds":900}');
--> statement-breakpoint
SELECT pgboss.create_queue('reports-export-cleanup', '{"policy":"short","retryLimit":1}');
