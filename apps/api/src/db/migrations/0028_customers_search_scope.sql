-- Customer search under row-level security (issue 13). The app role's LIKE and <% are not LEAKPROOF,
-- so PostgreSQL may not use them as index conditions on a table with a policy: a search read every
-- row of the venue and filtered them one by one (~150 ms at 100,000 customers). This view owns its
-- venue filter instead: it reads the one venue named by the same setting the policies use
-- (app.venue_id, no venue set: no rows; app.all_venues is ignored), and it is not a security barrier,
-- so the search's LIKE is pushed into the trigram indexes of migration 0027. A view runs with its
-- owner's rights: where the owner bypasses row-level security (a superuser, as the embedded server's),
-- the index is used; elsewhere the table's policy still applies and the search is only slower. Only
-- ids and the columns a search filters and sorts by are exposed; the list reads the page's rows from
-- customers by id, under its policy.
CREATE VIEW customer_search_scope AS
  SELECT id, venue_id, archived, search_text, phone_digits, sort_last, sort_first, created_at
  FROM customers
  WHERE venue_id = (SELECT nullif(current_setting('app.venue_id', true), '')::integer);
