-- The search view's venue filter is no index condition (`venue_id + 0`): the search reads its matches
-- through the trigram indexes alone. The search runs as a prepared statement (db/client readPrepared),
-- whose generic plan does not know the venue; with a plain `venue_id = …` PostgreSQL ANDed the trigram
-- bitmap with the whole venue's entries in customers_tags_idx (venue_id, tags): 100,200 entries read
-- for 2,527 matches. Same columns, same rows, same owner's rights as migration 0028.
CREATE OR REPLACE VIEW customer_search_scope AS
  SELECT id, venue_id, archived, search_text, phone_digits, sort_last, sort_first, created_at
  FROM customers
  WHERE venue_id + 0 = (SELECT nullif(current_setting('app.venue_id', true), '')::integer);
