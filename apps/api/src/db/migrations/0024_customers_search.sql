-- Typo-tolerant customer search (pg_trgm). chairside_fold() is the accent and case folding of
-- customers.queries.ts (the same letters, lower-cased), immutable so that indexes can use it.
-- btree_gin lets venue_id lead the trigram indexes (DESIGN.md §4: venue_id leads every index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE OR REPLACE FUNCTION chairside_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(translate(value, 'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďĐđÈÉÊËèéêëĒēĖėĘęĚěĞğÌÍÎÏìíîïİıĪīĹĺĽľŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŔŕŘřŚśŞşŠšŢţȚțŤťÙÚÛÜùúûüŪūŮůŰűÝýÿŸŹźŻżŽžß̴̵̶̷̸̡̢̧̨̛̖̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiillllllnnnnnnoooooooooooooooorrrrssssssttttttuuuuuuuuuuuuuuyyyyzzzzzzs'));--> statement-breakpoint
-- Names and e-mail as one folded text ("first last email"); the phone as its digits.
CREATE INDEX IF NOT EXISTS customers_search_trgm_idx ON customers
  USING gin (venue_id, chairside_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_phone_trgm_idx ON customers
  USING gin (venue_id, regexp_replace(phone, '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_tags_idx ON customers USING gin (venue_id, tags);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_venue_created_idx ON customers (venue_id, created_at, id);
