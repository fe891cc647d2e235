-- The bell's poll cache (features/notifications, lib/changes.ts bellScope): a change to an employee's
-- notifications (a new item, a read, read-all, a delete) announces that employee's bell scope on the
-- live channel at commit, whatever code wrote it: {"venue_id": <venue>, "kind": "bell",
-- "scope": "bell.<venue>.<employee>"}. Only that scope's caches hear it, not the venue's streams.
-- PostgreSQL folds identical messages of one transaction into one (read-all of many rows: one message).
CREATE FUNCTION chairside_announce_bell() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('calendar', json_build_object('venue_id', NEW.venue_id, 'kind', 'bell', 'scope', 'bell.' || NEW.venue_id || '.' || NEW.employee_id)::text);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('calendar', json_build_object('venue_id', OLD.venue_id, 'kind', 'bell', 'scope', 'bell.' || OLD.venue_id || '.' || OLD.employee_id)::text);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER announce_bell AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_bell();
