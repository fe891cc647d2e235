-- Receipt settings: row-level security by venue.
SELECT chairside_enable_venue_rls('sale_receipt_settings');
