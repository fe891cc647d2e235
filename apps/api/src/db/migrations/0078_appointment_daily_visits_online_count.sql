-- reports/customer/online-booking (issue 16): each stored day also counts its online bookings
-- (appointment_groups.source = 'online': set when the booking is made, never changed), their lines not
-- cancelled and those lines' booked value, recounted with the visits. A booking's lines not cancelled
-- changing in number already marks their day; a price change now marks it too, so the stored value is
-- the lines' as well.
CREATE OR REPLACE FUNCTION chairside_appointment_visit_days_mark() RETURNS trigger
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
      -- Only days where a booking's lines not cancelled changed in number or in booked value: a note changes nothing.
      INSERT INTO appointment_visit_days_dirty (venue_id, day)
      SELECT DISTINCT venue_id, day FROM (
        SELECT x.venue_id, x.group_id, (x.starts_at AT TIME ZONE v.timezone)::date AS day
        FROM (
          SELECT o.venue_id, o.group_id, o.starts_at, -1 AS sign, o.price FROM old_rows o WHERE o.type = 'appointment' AND o.status <> 'cancelled'
          UNION ALL
          SELECT n.venue_id, n.group_id, n.starts_at, 1, n.price FROM new_rows n WHERE n.type = 'appointment' AND n.status <> 'cancelled'
        ) x JOIN venues v ON v.id = x.venue_id
        GROUP BY 1, 2, 3 HAVING sum(x.sign) <> 0 OR sum(x.sign * x.price) <> 0
      ) changed;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chairside_refresh_appointment_daily_visits(venue integer) RETURNS integer
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
      SELECT d.day, c.*
      FROM (SELECT DISTINCT day FROM marks) d, zone z, LATERAL (
        SELECT count(DISTINCT a.group_id)::integer AS visits,
          count(DISTINCT a.group_id) FILTER (WHERE g.source = 'online')::integer AS online_visits,
          count(*) FILTER (WHERE g.source = 'online')::integer AS online_lines,
          coalesce(sum(a.price) FILTER (WHERE g.source = 'online'), 0)::integer AS online_value
        FROM appointments a JOIN appointment_groups g ON g.venue_id = a.venue_id AND g.id = a.group_id
        WHERE a.venue_id = venue AND a.type = 'appointment' AND a.status <> 'cancelled'
          AND a.starts_at >= (d.day::timestamp AT TIME ZONE z.timezone) AND a.starts_at < ((d.day + 1)::timestamp AT TIME ZONE z.timezone)
      ) c
    )
    INSERT INTO appointment_daily_visits (venue_id, day, visits, online_visits, online_lines, online_value)
    SELECT venue, day, visits, online_visits, online_lines, online_value FROM counted
    ON CONFLICT (venue_id, day) DO UPDATE
      SET visits = excluded.visits, online_visits = excluded.online_visits, online_lines = excluded.online_lines, online_value = excluded.online_value;
    GET DIAGNOSTICS counted_days = ROW_COUNT;
    RETURN counted_days;
  END
  $$;
--> statement-breakpoint
-- The stored days of online bookings so far.
UPDATE appointment_daily_visits x SET online_visits = o.visits, online_lines = o.lines, online_value = o.value
FROM (
  SELECT a.venue_id, (a.starts_at AT TIME ZONE v.timezone)::date AS day, count(DISTINCT a.group_id) AS visits, count(*) AS lines, sum(a.price) AS value
  FROM appointments a JOIN appointment_groups g ON g.venue_id = a.venue_id AND g.id = a.group_id JOIN venues v ON v.id = a.venue_id
  WHERE a.type = 'appointment' AND a.status <> 'cancelled' AND g.source = 'online'
  GROUP BY 1, 2
) o
WHERE x.venue_id = o.venue_id AND x.day = o.day;
