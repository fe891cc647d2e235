ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (chairside_fold(first_name || ' ' || last_name || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sort_last" text GENERATED ALWAYS AS (chairside_fold(last_name)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sort_first" text GENERATED ALWAYS AS (chairside_fold(first_name)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
-- The trigram indexes move from the expressions to the stored columns: a search then rechecks its
-- candidates against stored text instead of folding every candidate's name again. They are not led by
-- venue_id (an exception to DESIGN §4): in a GIN index the venue's key matches every one of its rows,
-- so each search would intersect a posting list as long as the venue's customer list (100,000 customers:
-- 11 ms against 3.5 ms for a count, measured as the owner); the venue filter applies on the heap rows.
-- Known limit: under row-level security the app role's LIKE (not LEAKPROOF) may not be pushed into an
-- index scan before the policy, so the app role still filters the venue's rows one by one.
DROP INDEX IF EXISTS customers_search_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS customers_phone_trgm_idx;--> statement-breakpoint
CREATE INDEX customers_search_text_trgm_idx ON customers USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX customers_phone_digits_trgm_idx ON customers USING gin (phone_digits gin_trgm_ops);--> statement-breakpoint
-- The unfiltered list pages through the names in order.
CREATE INDEX customers_venue_sort_name_idx ON customers (venue_id, archived, sort_last COLLATE "C", sort_first COLLATE "C", id);
