-- Gift vouchers and their redemptions: row-level security by venue.
SELECT chairside_enable_venue_rls('gift_vouchers');
SELECT chairside_enable_venue_rls('voucher_redemptions');
--> statement-breakpoint
-- Customer deposits and their movements: row-level security by venue.
SELECT chairside_enable_venue_rls('customer_deposits');
SELECT chairside_enable_venue_rls('deposit_movements');
