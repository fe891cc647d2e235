-- Customer import and merge: row-level security on their tables, the import queue, and what the
-- duplicate search needs (pg_trgm for similar first names; expression indexes for e-mail and last name).
SELECT chairside_enable_venue_rls('customer_imports');--> statement-breakpoint
SELECT chairside_enable_venue_rls('customer_merges');--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_venue_email_lower_idx ON customers (venue_id, lower(email)) WHERE email <> '' AND NOT archived;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_venue_phone_live_idx ON customers (venue_id, phone) WHERE phone <> '' AND NOT archived;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_venue_last_name_lower_idx ON customers (venue_id, lower(last_name), id) WHERE NOT archived;--> statement-breakpoint
SELECT pgboss.create_queue('customers-import', '{"policy":"standard","retryLimit":3,"retryDelay":5,"retryBackoff":true,"expireInSeconds":900}');
