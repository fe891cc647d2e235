-- appointment_daily_stats (issue 16): the booked service lines summed per venue day, employee,
-- service, status and cancel reason, kept equal to the raw lines by the database itself. Each
-- statement on appointments adds, in its own transaction, one row of differences per key it changed:
-- its old rows count -1, its new rows +1, keys whose differences cancel out add nothing. Rows are only
-- inserted (no unique key, no update), so two bookings never wait on or deadlock over a shared row;
-- readers sum the rows of a key and chairside_compact_appointment_daily_stats() merges them.
CREATE FUNCTION chairside_appointment_daily_stats_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO appointment_daily_stats (venue_id, day, employee_id, service_id, status, cancel_reason, lines, minutes, employee_minutes, booked_value)
      SELECT n.venue_id, (n.starts_at AT TIME ZONE v.timezone)::date, n.employee_id, n.service_id, n.status, n.cancel_reason,
        count(*), sum(n.initial_minutes + n.gap_minutes + n.finish_minutes), sum(n.initial_minutes + n.finish_minutes), sum(n.price)
      FROM new_rows n JOIN venues v ON v.id = n.venue_id
      WHERE n.type = 'appointment'
      GROUP BY 1, 2, 3, 4, 5, 6;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO appointment_daily_stats (venue_id, day, employee_id, service_id, status, cancel_reason, lines, minutes, employee_minutes, booked_value)
      SELECT o.venue_id, (o.starts_at AT TIME ZONE v.timezone)::date, o.employee_id, o.service_id, o.status, o.cancel_reason,
        -count(*), -sum(o.initial_minutes + o.gap_minutes + o.finish_minutes), -sum(o.initial_minutes + o.finish_minutes), -sum(o.price)
      FROM old_rows o JOIN venues v ON v.id = o.venue_id
      WHERE o.type = 'appointment'
      GROUP BY 1, 2, 3, 4, 5, 6;
    ELSE
      INSERT INTO appointment_daily_stats (venue_id, day, employee_id, service_id, status, cancel_reason, lines, minutes, employee_minutes, booked_value)
      SELECT x.venue_id, (x.starts_at AT TIME ZONE v.timezone)::date, x.employee_id, x.service_id, x.status, x.cancel_reason,
        sum(x.sign), sum(x.sign * (x.initial_minutes + x.gap_minutes + x.finish_minutes)), sum(x.sign * (x.initial_minutes + x.finish_minutes)), sum(x.sign * x.price)
      FROM (
        SELECT o.venue_id, o.type, o.starts_at, o.employee_id, o.service_id, o.status, o.cancel_reason, o.initial_minutes, o.gap_minutes, o.finish_minutes, o.price, -1 AS sign FROM old_rows o
        UNION ALL
        SELECT n.venue_id, n.type, n.starts_at, n.employee_id, n.service_id, n.status, n.cancel_reason, n.initial_minutes, n.gap_minutes, n.finish_minutes, n.price, 1 FROM new_rows n
      ) x JOIN venues v ON v.id = x.venue_id
      WHERE x.type = 'appointment'
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(x.sign) <> 0 OR sum(x.sign * (x.initial_minutes + x.gap_minutes + x.finish_minutes)) <> 0
        OR sum(x.sign * (x.initial_minutes + x.finish_minutes)) <> 0 OR sum(x.sign * x.price) <> 0;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_daily_stats_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER "appointments_daily_stats_update" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER "appointments_daily_stats_delete" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_daily_stats_apply();
--> statement-breakpoint
-- A venue's days are on its clock: when its time zone changes, its rows are made again from the lines.
-- (A venue being deleted is gone from venues when its lines are deleted: the joins above add nothing.)
CREATE FUNCTION chairside_appointment_daily_stats_rebuild(venue integer) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM appointment_daily_stats WHERE venue_id = venue;
    INSERT INTO appointment_daily_stats (venue_id, day, employee_id, service_id, status, cancel_reason, lines, minutes, employee_minutes, booked_value)
    SELECT a.venue_id, (a.starts_at AT TIME ZONE v.timezone)::date, a.employee_id, a.service_id, a.status, a.cancel_reason,
      count(*), sum(a.initial_minutes + a.gap_minutes + a.finish_minutes), sum(a.initial_minutes + a.finish_minutes), sum(a.price)
    FROM appointments a JOIN venues v ON v.id = a.venue_id
    WHERE a.venue_id = venue AND a.type = 'appointment'
    GROUP BY 1, 2, 3, 4, 5, 6;
  $$;
--> statement-breakpoint
CREATE FUNCTION chairside_appointment_daily_stats_zone() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM chairside_appointment_daily_stats_rebuild(NEW.id);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "venues_daily_stats_zone" AFTER UPDATE OF timezone ON "venues"
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION chairside_appointment_daily_stats_zone();
--> statement-breakpoint
-- Merges the rows of each key that has several into one (keys that sum to nothing disappear). Rows
-- added meanwhile by other transactions are not in this statement's snapshot and stay as they are.
CREATE FUNCTION chairside_compact_appointment_daily_stats() RETURNS integer
  LANGUAGE sql
  AS $$
    WITH keys AS (
      SELECT venue_id, day, employee_id, service_id, status, cancel_reason FROM appointment_daily_stats
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING count(*) > 1
    ), gone AS (
      DELETE FROM appointment_daily_stats s USING keys k
      WHERE s.venue_id = k.venue_id AND s.day = k.day AND s.employee_id = k.employee_id AND s.service_id IS NOT DISTINCT FROM k.service_id
        AND s.status = k.status AND s.cancel_reason IS NOT DISTINCT FROM k.cancel_reason
      RETURNING s.*
    ), merged AS (
      INSERT INTO appointment_daily_stats (venue_id, day, employee_id, service_id, status, cancel_reason, lines, minutes, employee_minutes, booked_value)
      SELECT venue_id, day, employee_id, service_id, status, cancel_reason, sum(lines), sum(minutes), sum(employee_minutes), sum(booked_value)
      FROM gone GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(lines) <> 0 OR sum(minutes) <> 0 OR sum(employee_minutes) <> 0 OR sum(booked_value) <> 0
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::integer;
  $$;
--> statement-breakpoint
SELECT chairside_enable_venue_rls('appointment_daily_stats');
--> statement-breakpoint
INSERT INTO appointment_daily_stats (venue_id, day, employee_id, service_id, status, cancel_reason, lines, minutes, employee_minutes, booked_value)
SELECT a.venue_id, (a.starts_at AT TIME ZONE v.timezone)::date, a.employee_id, a.service_id, a.status, a.cancel_reason,
  count(*), sum(a.initial_minutes + a.gap_minutes + a.finish_minutes), sum(a.initial_minutes + a.finish_minutes), sum(a.price)
FROM appointments a JOIN venues v ON v.id = a.venue_id
WHERE a.type = 'appointment'
GROUP BY 1, 2, 3, 4, 5, 6;
