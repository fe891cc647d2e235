-- SMS (issue 19): the SMS outbox, the credit ledger and the customer event messages are the venue's rows.
SELECT chairside_enable_venue_rls('sms_outbox');
SELECT chairside_enable_venue_rls('sms_credit_moves');
SELECT chairside_enable_venue_rls('event_messages');
--> statement-breakpoint
-- The SMS delivery sweep (features/sms/sms.delivery.ts): every few seconds, one at a time.
SELECT pgboss.create_queue('sms-delivery', '{"policy":"short","retryLimit":0}');
