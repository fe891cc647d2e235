--> statement-breakpoint
-- Calendar (features/calendar): no two strict busy segments of one employee, or of one resource,
-- may overlap, whatever the concurrency. Processing gaps have no employee segment; forced lines
-- are not strict; cancelled items have no segments.
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_employee_excl"
  EXCLUDE USING gist ("venue_id" WITH =, "employee_id" WITH =, "during" WITH &&) WHERE ("strict" AND "employee_id" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_resource_excl"
  EXCLUDE USING gist ("venue_id" WITH =, "resource_id" WITH =, "during" WITH &&) WHERE ("strict" AND "resource_id" IS NOT NULL);
--> statement-breakpoint
-- Availability and clash checks read every segment (strict or not) of some employees or resources in a time window.
CREATE INDEX "appointment_segments_employee_busy_idx" ON "appointment_segments" USING gist ("venue_id", "employee_id", "during") WHERE "employee_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "appointment_segments_resource_busy_idx" ON "appointment_segments" USING gist ("venue_id", "resource_id", "during") WHERE "resource_id" IS NOT NULL;
--> statement-breakpoint
-- The calendar caches its appointment lists per venue and drops them on a 'calendar' notification;
-- renaming a customer or a service changes what those lists show.
CREATE FUNCTION "calendar_notify_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('calendar', json_build_object('venue_id', s.venue_id, 'kind', 'refresh')::text)
    FROM (SELECT DISTINCT venue_id FROM changed_rows) s;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_calendar_refresh" AFTER UPDATE ON "customers"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_notify_refresh"();
--> statement-breakpoint
CREATE TRIGGER "services_calendar_refresh" AFTER UPDATE ON "services"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_notify_refresh"();
--> statement-breakpoint
-- Times in those lists are in the venue's time zone.
CREATE FUNCTION "calendar_notify_venue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('calendar', json_build_object('venue_id', s.id, 'kind', 'refresh')::text)
    FROM (SELECT DISTINCT id FROM changed_rows) s;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "venues_calendar_refresh" AFTER UPDATE ON "venues"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_notify_venue"();
