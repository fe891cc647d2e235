-- The search's trigram indexes take each new row straight into the index (fastupdate off) instead of
-- a pending list. A pending list is read in full by every search until a vacuum merges it: after 100,000
-- customers were added, 459 pending pages made a "kowalsk" count take 25 ms (the planner, costing the
-- list, chose a sequential scan) against 1.6 ms once merged. Customers are written far less often than
-- they are searched, so a write pays the index update (an import of 10,000 rows stays well within its
-- budget) and every search reads only the index proper.
ALTER INDEX customers_search_text_trgm_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX customers_phone_digits_trgm_idx SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_search_text_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_phone_digits_trgm_idx'::regclass);
