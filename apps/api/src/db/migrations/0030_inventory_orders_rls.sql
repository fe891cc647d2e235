-- Purchase orders: row-level security by venue (mail_attachments follows mail_outbox, which has none).
SELECT chairside_enable_venue_rls('purchase_orders');
SELECT chairside_enable_venue_rls('purchase_order_lines');
