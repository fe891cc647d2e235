CREATE TABLE "appointment_irregular_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_irregular_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "appointment_irregular_groups_venue_id_group_id_unique" UNIQUE("venue_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_month_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_month_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"month" date NOT NULL,
	"employee_id" integer,
	"customer_id" integer,
	"lines" integer NOT NULL,
	"booked_value" bigint NOT NULL,
	"visits" integer NOT NULL,
	"customer_visits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_irregular_groups" ADD CONSTRAINT "appointment_irregular_groups_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_month_visits" ADD CONSTRAINT "appointment_month_visits_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_month_visits_venue_id_month_index" ON "appointment_month_visits" USING btree ("venue_id","month");