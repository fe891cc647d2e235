-- appointment_month_visits (issue 16): the kept booked lines summed per venue month, employee and customer,
-- with distinct bookings, kept equal to the raw lines by the database in the write's own transaction. Each
-- statement on appointments takes the bookings it touched, computes each booking's contribution after the
-- statement (its lines as they are now) and before it (now, less the statement's new rows, plus its old
-- rows), and inserts the differences: rows are only added, as in appointment_daily_stats. A booking whose
-- kept lines span months or customers is marked in appointment_irregular_groups and its contribution is
-- taken out: readers read its lines raw. Each month also has a row per customer (employee null) with their
-- distinct bookings over all employees, so per-customer reads sum one row per customer and month.
-- Two statements on one booking apply one after the other (an advisory lock per booking, in id order,
-- under a shared lock of the venue; a statement touching more than 200 bookings takes the venue's lock
-- alone), and each later statement of the function reads with a new snapshot, so it sees what the one
-- before it committed.
CREATE FUNCTION chairside_appointment_month_visits_apply(old_lines appointments[], new_lines appointments[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    bookings integer[];
    venue integer;
    booking integer;
  BEGIN
    SELECT array_agg(DISTINCT x.group_id ORDER BY x.group_id) INTO bookings FROM (
      SELECT o.group_id FROM unnest(old_lines) o WHERE o.type = 'appointment'
      UNION ALL SELECT n.group_id FROM unnest(new_lines) n WHERE n.type = 'appointment'
    ) x;
    IF bookings IS NULL THEN RETURN; END IF;
    FOR venue IN SELECT DISTINCT x.venue_id FROM (
      SELECT o.venue_id FROM unnest(old_lines) o UNION ALL SELECT n.venue_id FROM unnest(new_lines) n
    ) x ORDER BY 1 LOOP
      IF cardinality(bookings) > 200 THEN
        PERFORM pg_advisory_xact_lock(hashtext('appointment_month_visits:venue'), venue);
      ELSE
        PERFORM pg_advisory_xact_lock_shared(hashtext('appointment_month_visits:venue'), venue);
      END IF;
    END LOOP;
    IF cardinality(bookings) <= 200 THEN
      FOREACH booking IN ARRAY bookings LOOP
        PERFORM pg_advisory_xact_lock(hashtext('appointment_month_visits'), booking);
      END LOOP;
    END IF;

    WITH changed AS (
      SELECT DISTINCT x.venue_id, x.group_id FROM (
        SELECT o.venue_id, o.group_id FROM unnest(old_lines) o WHERE o.type = 'appointment'
        UNION ALL SELECT n.venue_id, n.group_id FROM unnest(new_lines) n WHERE n.type = 'appointment'
      ) x
    ), marked AS (
      SELECT i.venue_id, i.group_id FROM appointment_irregular_groups i JOIN changed c ON c.venue_id = i.venue_id AND c.group_id = i.group_id
    ), now_lines AS MATERIALIZED (
      SELECT a.id, a.venue_id, a.group_id, a.type, a.status, a.starts_at, a.employee_id, a.customer_id, a.price
      FROM appointments a JOIN changed c ON c.venue_id = a.venue_id AND c.group_id = a.group_id
    ), sides AS (
      SELECT 1 AS sign, l.venue_id, l.group_id, l.type, l.status, l.starts_at, l.employee_id, l.customer_id, l.price FROM now_lines l
      UNION ALL
      SELECT -1, l.venue_id, l.group_id, l.type, l.status, l.starts_at, l.employee_id, l.customer_id, l.price FROM now_lines l
      WHERE l.id NOT IN (SELECT n.id FROM unnest(new_lines) n)
      UNION ALL
      SELECT -1, o.venue_id, o.group_id, o.type, o.status, o.starts_at, o.employee_id, o.customer_id, o.price
      FROM unnest(old_lines) o JOIN changed c ON c.venue_id = o.venue_id AND c.group_id = o.group_id
    ), kept AS MATERIALIZED (
      SELECT s.sign, s.venue_id, s.group_id, date_trunc('month', s.starts_at AT TIME ZONE v.timezone)::date AS month,
        s.employee_id, s.customer_id, s.price
      FROM sides s JOIN venues v ON v.id = s.venue_id
      WHERE s.type = 'appointment' AND s.status <> 'cancelled'
        AND NOT EXISTS (SELECT 1 FROM marked m WHERE m.venue_id = s.venue_id AND m.group_id = s.group_id)
    ), shape AS (
      SELECT k.sign, k.venue_id, k.group_id, min(k.employee_id) AS first_employee,
        count(DISTINCT k.month) > 1 OR count(DISTINCT coalesce(k.customer_id, -1)) > 1 AS irregular
      FROM kept k GROUP BY 1, 2, 3
    ), newly AS (
      INSERT INTO appointment_irregular_groups (venue_id, group_id)
      SELECT sh.venue_id, sh.group_id FROM shape sh WHERE sh.sign = 1 AND sh.irregular
      ON CONFLICT DO NOTHING
    )
    -- Each key's row and, employee null, the customer's row of the month.
    INSERT INTO appointment_month_visits (venue_id, month, employee_id, customer_id, lines, booked_value, visits, customer_visits)
    SELECT c.venue_id, c.month, c.employee_id, c.customer_id, sum(c.sign * c.lines), sum(c.sign * c.value),
      CASE WHEN grouping(c.employee_id) = 1 THEN sum(c.sign * c.first) ELSE sum(c.sign) END, sum(c.sign * c.first)
    FROM (
      -- One row per booking, side and employee: an irregular side counts nothing (the before side of a booking
      -- that turns irregular now is regular, so its contribution is taken out).
      SELECT k.sign, k.venue_id, k.month, k.employee_id, k.customer_id, count(*) AS lines, sum(k.price) AS value,
        (k.employee_id = sh.first_employee)::integer AS first
      FROM kept k JOIN shape sh ON sh.sign = k.sign AND sh.venue_id = k.venue_id AND sh.group_id = k.group_id
      WHERE NOT sh.irregular
      GROUP BY k.sign, k.venue_id, k.group_id, k.month, k.employee_id, k.customer_id, sh.first_employee
    ) c
    GROUP BY GROUPING SETS ((c.venue_id, c.month, c.employee_id, c.customer_id), (c.venue_id, c.month, c.customer_id))
    HAVING sum(c.sign * c.lines) <> 0 OR sum(c.sign * c.value) <> 0 OR sum(c.sign) <> 0 OR sum(c.sign * c.first) <> 0;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION chairside_appointment_month_visits_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM chairside_appointment_month_visits_apply('{}', (SELECT array_agg(n::appointments) FROM new_rows n));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM chairside_appointment_month_visits_apply((SELECT array_agg(o::appointments) FROM old_rows o), '{}');
    ELSE
      PERFORM chairside_appointment_month_visits_apply((SELECT array_agg(o::appointments) FROM old_rows o), (SELECT array_agg(n::appointments) FROM new_rows n));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_month_visits_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_month_visits_trigger();
--> statement-breakpoint
CREATE TRIGGER "appointments_month_visits_update" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_month_visits_trigger();
--> statement-breakpoint
CREATE TRIGGER "appointments_month_visits_delete" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_appointment_month_visits_trigger();
--> statement-breakpoint
-- A venue's rows made again from its lines: the backfill, and a change of the venue's time zone (its months move).
CREATE FUNCTION chairside_appointment_month_visits_rebuild(venue integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('appointment_month_visits:venue'), venue);
    DELETE FROM appointment_month_visits WHERE venue_id = venue;
    DELETE FROM appointment_irregular_groups WHERE venue_id = venue;
    WITH kept AS MATERIALIZED (
      SELECT a.group_id, date_trunc('month', a.starts_at AT TIME ZONE v.timezone)::date AS month, a.employee_id, a.customer_id, a.price
      FROM appointments a JOIN venues v ON v.id = a.venue_id
      WHERE a.venue_id = venue AND a.type = 'appointment' AND a.status <> 'cancelled'
    ), shape AS MATERIALIZED (
      SELECT k.group_id, min(k.employee_id) AS first_employee,
        count(DISTINCT k.month) > 1 OR count(DISTINCT coalesce(k.customer_id, -1)) > 1 AS irregular
      FROM kept k GROUP BY 1
    ), marks AS (
      INSERT INTO appointment_irregular_groups (venue_id, group_id) SELECT venue, sh.group_id FROM shape sh WHERE sh.irregular
    )
    INSERT INTO appointment_month_visits (venue_id, month, employee_id, customer_id, lines, booked_value, visits, customer_visits)
    SELECT venue, c.month, c.employee_id, c.customer_id, sum(c.lines), sum(c.value),
      CASE WHEN grouping(c.employee_id) = 1 THEN sum(c.first) ELSE count(*) END, sum(c.first)
    FROM (
      SELECT k.month, k.employee_id, k.customer_id, count(*) AS lines, sum(k.price) AS value, (k.employee_id = sh.first_employee)::integer AS first
      FROM kept k JOIN shape sh ON sh.group_id = k.group_id
      WHERE NOT sh.irregular
      GROUP BY k.group_id, k.month, k.employee_id, k.customer_id, sh.first_employee
    ) c
    GROUP BY GROUPING SETS ((c.month, c.employee_id, c.customer_id), (c.month, c.customer_id));
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION chairside_appointment_month_visits_zone() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM chairside_appointment_month_visits_rebuild(NEW.id);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "venues_month_visits_zone" AFTER UPDATE OF timezone ON "venues"
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION chairside_appointment_month_visits_zone();
--> statement-breakpoint
-- Merges the rows of each key that has several into one (keys that sum to nothing disappear); rows added
-- meanwhile by other transactions are not in this statement's snapshot and stay as they are.
CREATE FUNCTION chairside_compact_appointment_month_visits() RETURNS integer
  LANGUAGE sql
  AS $$
    WITH keys AS (
      SELECT venue_id, month, employee_id, customer_id FROM appointment_month_visits GROUP BY 1, 2, 3, 4 HAVING count(*) > 1
    ), gone AS (
      DELETE FROM appointment_month_visits s USING keys k
      WHERE s.venue_id = k.venue_id AND s.month = k.month AND s.employee_id IS NOT DISTINCT FROM k.employee_id AND s.customer_id IS NOT DISTINCT FROM k.customer_id
      RETURNING s.*
    ), merged AS (
      INSERT INTO appointment_month_visits (venue_id, month, employee_id, customer_id, lines, booked_value, visits, customer_visits)
      SELECT venue_id, month, employee_id, customer_id, sum(lines), sum(booked_value), sum(visits), sum(customer_visits)
      FROM gone GROUP BY 1, 2, 3, 4
      HAVING sum(lines) <> 0 OR sum(booked_value) <> 0 OR sum(visits) <> 0 OR sum(customer_visits) <> 0
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::integer;
  $$;
--> statement-breakpoint
-- The customers' rows of a range without the employees' ones (a tenth of them, or fewer).
CREATE INDEX "appointment_month_visits_customers_idx" ON "appointment_month_visits" ("venue_id", "month") WHERE employee_id IS NULL;
--> statement-breakpoint
SELECT chairside_enable_venue_rls('appointment_month_visits');
--> statement-breakpoint
SELECT chairside_enable_venue_rls('appointment_irregular_groups');
--> statement-breakpoint
SELECT chairside_appointment_month_visits_rebuild(id) FROM venues ORDER BY id;
