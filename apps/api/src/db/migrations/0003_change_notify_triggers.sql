-- Structural cache invalidation (DESIGN.md §6): a change to a table that the session and answer
-- caches read (lib/scoped-cache.ts) announces itself on the live channel at commit, whatever code
-- wrote it, so no write path has to remember a call. The messages are the live feed's scopes
-- (lib/changes.ts): a venue {"venue_id": <id>, "kind": "access"} and one user's sessions and
-- identity {"venue_id": -<user id>, "kind": "user"}. PostgreSQL folds identical messages of one
-- transaction into one. Arguments: the column naming the scope, and the kind.
CREATE FUNCTION chairside_announce_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    scope_column text := TG_ARGV[0];
    kind text := TG_ARGV[1];
    scope_value integer;
  BEGIN
    FOREACH scope_value IN ARRAY ARRAY[
      CASE WHEN TG_OP <> 'DELETE' THEN (to_jsonb(NEW) ->> scope_column)::integer END,
      CASE WHEN TG_OP <> 'INSERT' THEN (to_jsonb(OLD) ->> scope_column)::integer END
    ] LOOP
      IF scope_value IS NOT NULL THEN
        PERFORM pg_notify('calendar', json_build_object(
          'venue_id', CASE WHEN kind = 'user' THEN -scope_value ELSE scope_value END,
          'kind', kind
        )::text);
      END IF;
    END LOOP;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON venues
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('id', 'access');
--> statement-breakpoint
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON venue_hours
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'access');
--> statement-breakpoint
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON employee_types
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'access');
--> statement-breakpoint
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'access');
--> statement-breakpoint
CREATE TRIGGER announce_user AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('user_id', 'user');
--> statement-breakpoint
CREATE TRIGGER announce_user AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('user_id', 'user');
--> statement-breakpoint
CREATE TRIGGER announce_user AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('id', 'user');
