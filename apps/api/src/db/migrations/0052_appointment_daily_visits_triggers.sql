-- appointment_daily_visits (issue 16): visits per venue day are a distinct count (bookings with a line
-- not cancelled that day), which rows of differences cannot keep. Each statement on appointments marks,
-- in its own transaction, the days where some booking gained or lost its last line not cancelled (an
-- insert into appointment_visit_days_dirty: no unique key, so writers never wait on each other);
-- chairside_refresh_appointment_daily_visits() counts a venue's marked days again from the lines and
-- removes the markers it saw, in one statement (one snapshot), one refresh per venue at a time. A day
-- with lines always has a stored count or a marker; readers count marked days themselves.
CREATE FUNCTION chairside_appointment_visit_days_mark() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO appointment_visit_days_dirty (venue_id, day)
      SELECT DISTINCT n.venue_id, (n.starts_at AT TIME ZONE v.timezone)::date
      FROM new_rows n JOIN venues v ON v.id = n.venue_id
      WHERE n.type = 'appointment' AND n.status <> 'cancelled';
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO appointment_visit_days_dirty (venue_id, day)
      SELECT DISTINCT o.venue_id, (o.starts_at AT TIME ZONE v.timezone)::date
      FROM old_rows o JOIN venues v ON v.id = o.venue_id
      WHERE o.type = 'appointment' AND o.status <> 'cancelled';
    ELSE
      -- Only days where a booking's lines not cancelled changed in number: a note or a price changes nothing.
      INSERT INTO appointment_visit_days_dirty (venue_id, day)
      SELECT DISTINCT venue_id, day FROM (
        SELECT x.venue_id, x.group_id, (x.starts_at AT TIME ZONE v.timezone)::date AS day
        FROM (
          SELECT o.venue_id, o.group_id, o.starts_at, -1 AS sign FROM old_rows o WHERE o.type = 'appointment' AND o.status <> 'cancelled'
          UNION ALL
          SELECT n.venue_id, n.group_id, n.starts_at, 1 FROM new_rows n WHERE n.type = 'appointment' AND n.status <> 'cancelled'
        ) x JOIN venues v ON v.id = x.venue_id
        GROUP BY 1, 2, 3 HAVING sum(x.sign) <> 0
      ) changed;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_visit_days_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_visit_days_mark();
--> statement-breakpoint
CREATE TRIGGER "appointments_visit_days_update" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_visit_days_mark();
--> statement-breakpoint
CREATE TRIGGER "appointments_visit_days_delete" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_visit_days_mark();
--> statement-breakpoint
-- Counts the venue's marked days again and removes the markers this statement saw (markers added by
-- transactions that commit later stay, so their days stay marked). Answers how many days it counted.
CREATE FUNCTION chairside_refresh_appointment_daily_visits(venue integer) RETURNS integer
  LANGUAGE plpgsql
  AS $$
  DECLARE counted_days integer;
  BEGIN
    -- One refresh per venue at a time: an older snapshot must not overwrite a newer count.
    PERFORM pg_advisory_xact_lock(hashtext('appointment_daily_visits'), venue);
    WITH marks AS (
      DELETE FROM appointment_visit_days_dirty WHERE venue_id = venue RETURNING day
    ), zone AS (
      SELECT timezone FROM venues WHERE id = venue
    ), counted AS (
      SELECT d.day, (
        SELECT count(DISTINCT a.group_id) FROM appointments a
        WHERE a.venue_id = venue AND a.type = 'appointment' AND a.status <> 'cancelled'
          AND a.starts_at >= (d.day::timestamp AT TIME ZONE z.timezone) AND a.starts_at < ((d.day + 1)::timestamp AT TIME ZONE z.timezone)
      )::integer AS visits
      FROM (SELECT DISTINCT day FROM marks) d, zone z
    )
    INSERT INTO appointment_daily_visits (venue_id, day, visits)
    SELECT venue, day, visits FROM counted
    ON CONFLICT (venue_id, day) DO UPDATE SET visits = excluded.visits;
    GET DIAGNOSTICS counted_days = ROW_COUNT;
    RETURN counted_days;
  END
  $$;
--> statement-breakpoint
-- Another time zone moves lines between days: every day of the venue is marked (the stats are rebuilt by
-- chairside_appointment_daily_stats_zone).
CREATE FUNCTION chairside_appointment_visit_days_zone() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM appointment_daily_visits WHERE venue_id = NEW.id;
    INSERT INTO appointment_visit_days_dirty (venue_id, day)
    SELECT DISTINCT a.venue_id, (a.starts_at AT TIME ZONE NEW.timezone)::date FROM appointments a
    WHERE a.venue_id = NEW.id AND a.type = 'appointment' AND a.status <> 'cancelled';
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "venues_visit_days_zone" AFTER UPDATE OF timezone ON "venues"
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION chairside_appointment_visit_days_zone();
--> statement-breakpoint
SELECT chairside_enable_venue_rls('appointment_daily_visits');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('appointment_visit_days_dirty');
--> statement-breakpoint
INSERT INTO appointment_daily_visits (venue_id, day, visits)
SELECT a.venue_id, (a.starts_at AT TIME ZONE v.timezone)::date, count(DISTINCT a.group_id)
FROM appointments a JOIN venues v ON v.id = a.venue_id
WHERE a.type = 'appointment' AND a.status <> 'cancelled'
GROUP BY 1, 2;
