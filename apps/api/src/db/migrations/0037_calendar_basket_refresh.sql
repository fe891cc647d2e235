-- The calendar's basket (GET appointments `basket`) shows bookings in an open checkout; its list
-- cache drops a venue's entries on a 'calendar' notification, so opening, changing or paying a
-- checkout announces the venue, whatever code wrote it (docs/architecture.md §5).
CREATE TRIGGER "checkouts_calendar_refresh_insert" AFTER INSERT ON "checkouts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_notify_refresh"();
--> statement-breakpoint
CREATE TRIGGER "checkouts_calendar_refresh_update" AFTER UPDATE ON "checkouts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_notify_refresh"();
--> statement-breakpoint
CREATE TRIGGER "checkouts_calendar_refresh_delete" AFTER DELETE ON "checkouts"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_notify_refresh"();
