CREATE TABLE "appointment_daily_stats" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_daily_stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"day" date NOT NULL,
	"employee_id" integer NOT NULL,
	"service_id" integer,
	"status" text NOT NULL,
	"cancel_reason" text,
	"lines" integer NOT NULL,
	"minutes" integer NOT NULL,
	"employee_minutes" integer NOT NULL,
	"booked_value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_daily_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_daily_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "appointment_daily_visits_venue_id_day_unique" UNIQUE("venue_id","day")
);
--> statement-breakpoint
CREATE TABLE "appointment_visit_days_dirty" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_visit_days_dirty_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_daily_stats" ADD CONSTRAINT "appointment_daily_stats_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_daily_visits" ADD CONSTRAINT "appointment_daily_visits_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_visit_days_dirty" ADD CONSTRAINT "appointment_visit_days_dirty_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_daily_stats_venue_id_day_index" ON "appointment_daily_stats" USING btree ("venue_id","day");--> statement-breakpoint
CREATE INDEX "appointment_visit_days_dirty_venue_id_day_index" ON "appointment_visit_days_dirty" USING btree ("venue_id","day");