-- The venue's card service settings: row-level security by venue.
-- (sandbox_accounts is the local provider's own books, not a venue's rows.)
SELECT chairside_enable_venue_rls('payment_settings');
