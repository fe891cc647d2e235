-- The bell's notifications: row-level security by venue.
SELECT chairside_enable_venue_rls('notifications');
