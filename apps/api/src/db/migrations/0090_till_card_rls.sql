-- Card payments at the till (Chairside Pay): row-level security by venue, and the queue that sends
-- back the money of a card payment that arrives after the desk cancelled it.
SELECT chairside_enable_venue_rls('till_card_payments');
SELECT chairside_enable_venue_rls('sale_card_refunds');
SELECT pgboss.create_queue('sales-card-late-refund', '{"policy":"standard","retryLimit":10,"retryDelay":30,"retryBackoff":true,"expireInSeconds":120}');
