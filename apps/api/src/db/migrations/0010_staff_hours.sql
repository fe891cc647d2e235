CREATE TABLE "employee_day_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_day_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"spans" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_day_exceptions_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "employee_day_exceptions_venue_id_employee_id_date_unique" UNIQUE("venue_id","employee_id","date")
);
--> statement-breakpoint
CREATE TABLE "employee_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"anchor_on" date NOT NULL,
	"weeks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_schedules_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "employee_schedules_range_check" CHECK (ends_on IS NULL OR ends_on >= starts_on),
	CONSTRAINT "employee_schedules_weeks_check" CHECK (jsonb_typeof(weeks) = 'array' AND jsonb_array_length(weeks) BETWEEN 1 AND 8)
);
--> statement-breakpoint
CREATE TABLE "venue_closed_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_closed_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_closed_days_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "venue_closed_days_range_check" CHECK (ends_on >= starts_on)
);
--> statement-breakpoint
ALTER TABLE "employee_day_exceptions" ADD CONSTRAINT "employee_day_exceptions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_day_exceptions" ADD CONSTRAINT "employee_day_exceptions_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedules" ADD CONSTRAINT "employee_schedules_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedules" ADD CONSTRAINT "employee_schedules_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_closed_days" ADD CONSTRAINT "venue_closed_days_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_day_exceptions_venue_id_date_index" ON "employee_day_exceptions" USING btree ("venue_id","date");--> statement-breakpoint
CREATE INDEX "employee_schedules_venue_id_employee_id_starts_on_index" ON "employee_schedules" USING btree ("venue_id","employee_id","starts_on");--> statement-breakpoint
CREATE INDEX "venue_closed_days_venue_id_starts_on_index" ON "venue_closed_days" USING btree ("venue_id","starts_on");--> statement-breakpoint
-- The weekly rows of employee_shifts become one weekly schedule per employee and validity window
-- (only the demo seed ever wrote them: one open-ended window each). Then the old table goes.
INSERT INTO employee_schedules (venue_id, employee_id, starts_on, ends_on, anchor_on, weeks)
SELECT venue_id, employee_id, coalesce(valid_from, DATE '2000-01-03') AS starts_on, valid_until AS ends_on, coalesce(valid_from, DATE '2000-01-03') AS anchor_on,
  jsonb_build_array((
    SELECT jsonb_agg(coalesce(day.spans, '[]'::jsonb) ORDER BY d.wd)
    FROM generate_series(0, 6) AS d(wd)
    LEFT JOIN LATERAL (
      SELECT jsonb_agg(jsonb_build_object('start_time', to_char(s.starts_at, 'HH24:MI'), 'end_time', to_char(s.ends_at, 'HH24:MI')) ORDER BY s.starts_at) AS spans
      FROM employee_shifts s
      WHERE s.venue_id = g.venue_id AND s.employee_id = g.employee_id AND s.weekday = d.wd
        AND s.valid_from IS NOT DISTINCT FROM g.valid_from AND s.valid_until IS NOT DISTINCT FROM g.valid_until
    ) AS day ON true
  )) AS weeks
FROM (SELECT DISTINCT venue_id, employee_id, valid_from, valid_until FROM employee_shifts) AS g;
--> statement-breakpoint
DROP TABLE "employee_shifts" CASCADE;
--> statement-breakpoint
-- An employee's schedules never overlap: at most one is in force on any date.
ALTER TABLE employee_schedules ADD CONSTRAINT employee_schedules_no_overlap
  EXCLUDE USING gist (venue_id WITH =, employee_id WITH =, daterange(starts_on, ends_on, '[]') WITH &&);
--> statement-breakpoint
SELECT chairside_enable_venue_rls(tenant_table)
FROM unnest(ARRAY['employee_schedules', 'employee_day_exceptions', 'venue_closed_days']::regclass[]) AS tenant_table;
--> statement-breakpoint
-- Working hours feed the calendar's shading, whours and slots: a change reaches every open calendar
-- (kind 'hours': the web refetches its hours and columns), whatever code wrote it (migration 0003's function).
CREATE TRIGGER announce_hours AFTER INSERT OR UPDATE OR DELETE ON employee_schedules
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'hours');
--> statement-breakpoint
CREATE TRIGGER announce_hours AFTER INSERT OR UPDATE OR DELETE ON employee_day_exceptions
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'hours');
--> statement-breakpoint
CREATE TRIGGER announce_hours AFTER INSERT OR UPDATE OR DELETE ON venue_closed_days
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'hours');
--> statement-breakpoint
CREATE TRIGGER announce_hours AFTER INSERT OR UPDATE OR DELETE ON venue_hours
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'hours');
