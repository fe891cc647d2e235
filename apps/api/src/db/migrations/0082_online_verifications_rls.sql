-- Online booking's verification codes: row-level security by venue.
SELECT chairside_enable_venue_rls('online_verifications');
