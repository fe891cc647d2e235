CREATE TABLE "customer_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_announcements_venue_id_unique" UNIQUE("venue_id")
);
--> statement-breakpoint
CREATE TABLE "customer_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_erasures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_erasures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"employee_id" integer,
	"erased_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_erasures_venue_id_customer_id_unique" UNIQUE("venue_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_message_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_message_templates_venue_id_event_channel_lang_unique" UNIQUE("venue_id","event","channel","lang")
);
--> statement-breakpoint
ALTER TABLE "customer_announcements" ADD CONSTRAINT "customer_announcements_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_venue_id_customer_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_erasures" ADD CONSTRAINT "customer_erasures_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_erasures" ADD CONSTRAINT "customer_erasures_venue_id_customer_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_erasures" ADD CONSTRAINT "customer_erasures_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_message_templates" ADD CONSTRAINT "customer_message_templates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_message_templates" ADD CONSTRAINT "customer_message_templates_venue_id_updated_by_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","updated_by") REFERENCES "public"."employees"("venue_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_consents_venue_id_customer_id_created_at_index" ON "customer_consents" USING btree ("venue_id","customer_id","created_at");