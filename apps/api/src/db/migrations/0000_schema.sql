CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "venue_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "venue_hours_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"latitude" text,
	"longitude" text,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_size" text DEFAULT '' NOT NULL,
	"logo" text,
	"timezone" text DEFAULT 'Europe/Amsterdam' NOT NULL,
	"lang" text DEFAULT 'en-us' NOT NULL,
	"date_format" text DEFAULT 'yyyy/mm/dd' NOT NULL,
	"time_format" smallint DEFAULT 24 NOT NULL,
	"start_of_week" smallint DEFAULT 1 NOT NULL,
	"calendar_display_from" time DEFAULT '07:00' NOT NULL,
	"calendar_display_to" time DEFAULT '22:00' NOT NULL,
	"time_slot_interval" smallint DEFAULT 15 NOT NULL,
	"calendar_default_view" text DEFAULT 'daily' NOT NULL,
	"tax_calculation" text DEFAULT 'included' NOT NULL,
	"tax_default_product" integer DEFAULT 21 NOT NULL,
	"tax_default_service" integer DEFAULT 21 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"currency_symbol" text DEFAULT '€' NOT NULL,
	"currency_symbol_position" text DEFAULT 'before' NOT NULL,
	"decimal_separator" text DEFAULT 'comma' NOT NULL,
	"price_decimal_places" smallint DEFAULT 2 NOT NULL,
	"use_end_of_day" boolean DEFAULT false NOT NULL,
	"terms_accept" boolean DEFAULT false NOT NULL,
	"staff_pin" boolean DEFAULT false NOT NULL,
	"vouchers_enabled" boolean DEFAULT false NOT NULL,
	"email_hide_price" boolean DEFAULT false NOT NULL,
	"booking_subdomain" text,
	"booking_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"policy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"card_provider_account_id" text,
	"plan" text DEFAULT 'pro' NOT NULL,
	"plan_paid" boolean DEFAULT false NOT NULL,
	"plan_interval" text DEFAULT 'month' NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"trial_start" date,
	"trial_end" date,
	"trial_canceled" boolean DEFAULT false NOT NULL,
	"trial_extended" boolean DEFAULT false NOT NULL,
	"sms_amount" integer DEFAULT 0 NOT NULL,
	"onboarding_step" text DEFAULT 'about' NOT NULL,
	"onboarding_completed_at" timestamp with time zone,
	"deletion_request" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_booking_subdomain_unique" UNIQUE("booking_subdomain")
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_kind_token_hash_unique" UNIQUE("kind","token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"venue_id" integer,
	"employee_id" integer,
	"via_support" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"google_subject" text,
	"is_support" boolean DEFAULT false NOT NULL,
	"phone_agreement" boolean DEFAULT false NOT NULL,
	"email_agreement" boolean DEFAULT false NOT NULL,
	"sms_agreement" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_subject_unique" UNIQUE("google_subject")
);
--> statement-breakpoint
CREATE TABLE "employee_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"valid_from" date,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "employee_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_types_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"user_id" integer,
	"type_id" integer,
	"role" text NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"avatar" text,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#3b5bdb' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"pin_hash" text,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "employees_venue_id_user_id_unique" UNIQUE("venue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "employee_services" (
	"venue_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"price" integer,
	"duration_minutes" integer,
	"gap_minutes" integer,
	"finish_minutes" integer,
	CONSTRAINT "employee_services_venue_id_employee_id_service_id_unique" UNIQUE("venue_id","employee_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "resources_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#1971c2' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "service_groups_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_resources" (
	"venue_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "service_resources_venue_id_service_id_resource_id_unique" UNIQUE("venue_id","service_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"initial_minutes" integer NOT NULL,
	"gap_minutes" integer DEFAULT 0 NOT NULL,
	"finish_minutes" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"tax_rate" integer DEFAULT 21 NOT NULL,
	"color" text DEFAULT '#1971c2' NOT NULL,
	"online_bookable" boolean DEFAULT true NOT NULL,
	"resource_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birthday" date,
	"notes" text DEFAULT '' NOT NULL,
	"gender" text,
	"sms_marketing" boolean DEFAULT false NOT NULL,
	"email_marketing" boolean DEFAULT false NOT NULL,
	"deletion_requested_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"user_id" integer,
	"employee_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"customer_id" integer,
	"series_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_groups_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "appointment_segments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"employee_id" integer,
	"resource_id" integer,
	"during" "tstzrange" NOT NULL,
	"strict" boolean NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "appointment_segments_owner_check" CHECK ((employee_id IS NULL) <> (resource_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "appointment_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"rule" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" integer,
	"employee_id" integer NOT NULL,
	"resource_id" integer,
	"service_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"initial_minutes" integer NOT NULL,
	"gap_minutes" integer DEFAULT 0 NOT NULL,
	"finish_minutes" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT 'appt_default' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"online_bookable" boolean DEFAULT false NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_note" text,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "appointments_minutes_check" CHECK (initial_minutes >= 1 AND gap_minutes >= 0 AND finish_minutes >= 0 AND ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "employee_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"title" text DEFAULT '' NOT NULL,
	"group_hash" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT 'appt_light_grey' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_events_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "employee_events_range_check" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
ALTER TABLE "venue_hours" ADD CONSTRAINT "venue_hours_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_shifts" ADD CONSTRAINT "employee_shifts_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_types" ADD CONSTRAINT "employee_types_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_venue_id_type_id_employee_types_venue_id_id_fk" FOREIGN KEY ("venue_id","type_id") REFERENCES "public"."employee_types"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_venue_id_service_id_services_venue_id_id_fk" FOREIGN KEY ("venue_id","service_id") REFERENCES "public"."services"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_groups" ADD CONSTRAINT "service_groups_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_venue_id_service_id_services_venue_id_id_fk" FOREIGN KEY ("venue_id","service_id") REFERENCES "public"."services"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_venue_id_resource_id_resources_venue_id_id_fk" FOREIGN KEY ("venue_id","resource_id") REFERENCES "public"."resources"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_venue_id_group_id_service_groups_venue_id_id_fk" FOREIGN KEY ("venue_id","group_id") REFERENCES "public"."service_groups"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_groups" ADD CONSTRAINT "appointment_groups_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_groups" ADD CONSTRAINT "appointment_groups_venue_id_customer_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_groups" ADD CONSTRAINT "appointment_groups_venue_id_series_id_appointment_series_venue_id_id_fk" FOREIGN KEY ("venue_id","series_id") REFERENCES "public"."appointment_series"("venue_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_venue_id_appointment_id_appointments_venue_id_id_fk" FOREIGN KEY ("venue_id","appointment_id") REFERENCES "public"."appointments"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_segments" ADD CONSTRAINT "appointment_segments_venue_id_resource_id_resources_venue_id_id_fk" FOREIGN KEY ("venue_id","resource_id") REFERENCES "public"."resources"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_venue_id_group_id_appointment_groups_venue_id_id_fk" FOREIGN KEY ("venue_id","group_id") REFERENCES "public"."appointment_groups"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_venue_id_customer_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_venue_id_resource_id_resources_venue_id_id_fk" FOREIGN KEY ("venue_id","resource_id") REFERENCES "public"."resources"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_venue_id_service_id_services_venue_id_id_fk" FOREIGN KEY ("venue_id","service_id") REFERENCES "public"."services"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_events" ADD CONSTRAINT "employee_events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_events" ADD CONSTRAINT "employee_events_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_hours_venue_id_weekday_index" ON "venue_hours" USING btree ("venue_id","weekday");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_kind_index" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employee_shifts_venue_id_employee_id_weekday_index" ON "employee_shifts" USING btree ("venue_id","employee_id","weekday");--> statement-breakpoint
CREATE INDEX "employees_venue_id_sort_order_index" ON "employees" USING btree ("venue_id","sort_order");--> statement-breakpoint
CREATE INDEX "employee_services_venue_id_service_id_index" ON "employee_services" USING btree ("venue_id","service_id");--> statement-breakpoint
CREATE INDEX "services_venue_id_group_id_index" ON "services" USING btree ("venue_id","group_id");--> statement-breakpoint
CREATE INDEX "customers_venue_id_last_name_first_name_index" ON "customers" USING btree ("venue_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "customers_venue_id_phone_index" ON "customers" USING btree ("venue_id","phone");--> statement-breakpoint
CREATE INDEX "customers_venue_id_email_index" ON "customers" USING btree ("venue_id","email");--> statement-breakpoint
CREATE INDEX "activity_log_venue_id_entity_entity_id_index" ON "activity_log" USING btree ("venue_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "activity_log_venue_id_created_at_index" ON "activity_log" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_venue_id_created_at_index" ON "mail_outbox" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_index" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "appointment_groups_venue_id_series_id_index" ON "appointment_groups" USING btree ("venue_id","series_id");--> statement-breakpoint
CREATE INDEX "appointment_segments_venue_id_appointment_id_index" ON "appointment_segments" USING btree ("venue_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_venue_id_starts_at_index" ON "appointments" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_venue_id_group_id_index" ON "appointments" USING btree ("venue_id","group_id");--> statement-breakpoint
CREATE INDEX "appointments_venue_id_customer_id_starts_at_index" ON "appointments" USING btree ("venue_id","customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_reserved_expiry_idx" ON "appointments" USING btree ("venue_id","expires_at") WHERE type = 'reserved_slot';--> statement-breakpoint
CREATE INDEX "employee_events_venue_id_starts_at_index" ON "employee_events" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "employee_events_venue_id_group_hash_index" ON "employee_events" USING btree ("venue_id","group_hash");