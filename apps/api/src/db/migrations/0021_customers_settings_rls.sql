-- Row-level security on the customers' settings tables (notifications wording, announcement, consent history, erasures).
SELECT chairside_enable_venue_rls('customer_message_templates');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('customer_announcements');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('customer_consents');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('customer_erasures');
