-- Answer caches of the customers list and the stock screens (lib/answer-cache.ts, lib/changes.ts
-- customersScope and stockScope): a change to a venue's customers, or to its products, brands or stock
-- movements, announces that venue's scope on the live channel at commit, whatever code wrote it:
-- {"venue_id": <venue>, "kind": "<scope>", "scope": "<scope>.<venue>"}, the scope's name being the
-- trigger's argument. Only that scope's caches hear it, not the venue's streams. PostgreSQL folds
-- identical messages of one transaction into one (an import of 1,000 customers: one message).
CREATE FUNCTION chairside_announce_scope() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('calendar', json_build_object('venue_id', NEW.venue_id, 'kind', TG_ARGV[0], 'scope', TG_ARGV[0] || '.' || NEW.venue_id)::text);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('calendar', json_build_object('venue_id', OLD.venue_id, 'kind', TG_ARGV[0], 'scope', TG_ARGV[0] || '.' || OLD.venue_id)::text);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER announce_customers AFTER INSERT OR UPDATE OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_scope('customers');
--> statement-breakpoint
CREATE TRIGGER announce_stock AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_scope('stock');
--> statement-breakpoint
CREATE TRIGGER announce_stock AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_scope('stock');
--> statement-breakpoint
CREATE TRIGGER announce_stock AFTER INSERT OR UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_scope('stock');
