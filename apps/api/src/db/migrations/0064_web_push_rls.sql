-- Web Push: browsers' subscriptions and the push outbox are the venue's rows (row-level security);
-- the VAPID key pair is the server's, one row; the push-delivery job's queue (a recurring sweep of
-- the outbox, lib/jobs: policy short).
SELECT chairside_enable_venue_rls('push_subscriptions');
SELECT chairside_enable_venue_rls('push_outbox');
--> statement-breakpoint
ALTER TABLE push_vapid_keys ADD CONSTRAINT push_vapid_keys_one_row CHECK (id = 1);
--> statement-breakpoint
SELECT pgboss.create_queue('push-delivery', '{"policy":"short","retryLimit":1}');
