-- Customer deposits and their movements: row-level security by venue.
SELECT chairside_enable_venue_rls('customer_deposits');
SELECT chairside_enable_venue_rls('deposit_movements');
