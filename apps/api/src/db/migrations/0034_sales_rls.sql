-- Sales tables: row-level security by venue.
SELECT chairside_enable_venue_rls('checkouts');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('sale_number_counters');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('sales');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('sale_lines');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('sale_payments');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('sale_tips');
