-- Inventory tables: row-level security by venue.
SELECT chairside_enable_venue_rls('brands');
SELECT chairside_enable_venue_rls('suppliers');
SELECT chairside_enable_venue_rls('products');
SELECT chairside_enable_venue_rls('stock_movements');
