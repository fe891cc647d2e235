CREATE TABLE "online_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_bookings_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "online_bookings_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"service_ids" jsonb NOT NULL,
	"employee_id" integer,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"offer_token_hash" text,
	"offer_group_id" integer,
	"offer_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_waitlist_offer_token_hash_unique" UNIQUE("offer_token_hash"),
	CONSTRAINT "online_waitlist_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointment_groups" ADD COLUMN "source" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_venue_id_group_id_appointment_groups_venue_id_id_fk" FOREIGN KEY ("venue_id","group_id") REFERENCES "public"."appointment_groups"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_waitlist" ADD CONSTRAINT "online_waitlist_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_bookings_venue_id_group_id_index" ON "online_bookings" USING btree ("venue_id","group_id");--> statement-breakpoint
CREATE INDEX "online_waitlist_venue_id_date_from_index" ON "online_waitlist" USING btree ("venue_id","date_from");