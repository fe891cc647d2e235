-- Expense tables (reports): row-level security by venue.
SELECT chairside_enable_venue_rls('expense_categories');
SELECT chairside_enable_venue_rls('expenses');
