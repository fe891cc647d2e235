-- Invoices, their sales and their number counters: row-level security by venue.
SELECT chairside_enable_venue_rls('sale_invoice_counters');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('sale_invoices');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('sale_invoice_sales');
