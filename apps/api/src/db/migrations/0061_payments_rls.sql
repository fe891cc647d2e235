-- The app's card checkouts and the webhook events applied to them: row-level security by venue.
-- (sandbox_sessions and sandbox_events are the local provider's own books, not a venue's rows.)
SELECT chairside_enable_venue_rls('payment_checkouts');
SELECT chairside_enable_venue_rls('payment_webhook_events');
--> statement-breakpoint
-- The sandbox provider's webhook deliveries (features/payments/sandbox/sandbox-events.ts): retried with back-off.
SELECT pgboss.create_queue('payments-sandbox-webhook', '{"policy":"standard","retryLimit":10,"retryDelay":5,"retryBackoff":true,"expireInSeconds":60}');
