-- Online booking: row-level security by venue.
SELECT chairside_enable_venue_rls('online_bookings');
SELECT chairside_enable_venue_rls('online_waitlist');
