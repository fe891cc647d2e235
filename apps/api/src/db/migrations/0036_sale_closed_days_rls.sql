-- Closed days: row-level security by venue.
SELECT chairside_enable_venue_rls('sale_closed_days');
