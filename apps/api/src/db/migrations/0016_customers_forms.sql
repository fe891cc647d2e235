CREATE TABLE "customer_form_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_form_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"appointment_id" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"mail_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_form_requests_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "customer_form_requests_once" UNIQUE("venue_id","group_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "customer_form_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_form_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"appointment_id" integer,
	"request_id" integer,
	"source" text NOT NULL,
	"fields" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"signature" "bytea",
	"filled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_form_responses_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_form_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_form_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "customer_form_services_venue_id_form_id_service_id_unique" UNIQUE("venue_id","form_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "customer_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"ask_by_link" boolean DEFAULT true NOT NULL,
	"ask_at_desk" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_forms_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_form_requests" ADD CONSTRAINT "customer_form_requests_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_requests" ADD CONSTRAINT "customer_form_requests_venue_id_form_id_customer_forms_venue_id_id_fk" FOREIGN KEY ("venue_id","form_id") REFERENCES "public"."customer_forms"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_requests" ADD CONSTRAINT "customer_form_requests_venue_id_customer_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_requests" ADD CONSTRAINT "customer_form_requests_venue_id_group_id_appointment_groups_venue_id_id_fk" FOREIGN KEY ("venue_id","group_id") REFERENCES "public"."appointment_groups"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_responses" ADD CONSTRAINT "customer_form_responses_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_responses" ADD CONSTRAINT "customer_form_responses_venue_id_form_id_customer_forms_venue_id_id_fk" FOREIGN KEY ("venue_id","form_id") REFERENCES "public"."customer_forms"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_responses" ADD CONSTRAINT "customer_form_responses_venue_id_customer_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_responses" ADD CONSTRAINT "customer_form_responses_venue_id_appointment_id_appointments_venue_id_id_fk" FOREIGN KEY ("venue_id","appointment_id") REFERENCES "public"."appointments"("venue_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_responses" ADD CONSTRAINT "customer_form_responses_venue_id_request_id_customer_form_requests_venue_id_id_fk" FOREIGN KEY ("venue_id","request_id") REFERENCES "public"."customer_form_requests"("venue_id","id") ON DELETE SET NULL ("request_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_responses" ADD CONSTRAINT "customer_form_responses_venue_id_filled_by_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","filled_by") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_services" ADD CONSTRAINT "customer_form_services_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_services" ADD CONSTRAINT "customer_form_services_venue_id_form_id_customer_forms_venue_id_id_fk" FOREIGN KEY ("venue_id","form_id") REFERENCES "public"."customer_forms"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_form_services" ADD CONSTRAINT "customer_form_services_venue_id_service_id_services_venue_id_id_fk" FOREIGN KEY ("venue_id","service_id") REFERENCES "public"."services"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_forms" ADD CONSTRAINT "customer_forms_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_form_requests_token" ON "customer_form_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_form_responses_venue_id_created_at_index" ON "customer_form_responses" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_form_responses_venue_id_customer_id_index" ON "customer_form_responses" USING btree ("venue_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_form_responses_venue_id_form_id_index" ON "customer_form_responses" USING btree ("venue_id","form_id");--> statement-breakpoint
CREATE INDEX "customer_form_services_venue_id_service_id_index" ON "customer_form_services" USING btree ("venue_id","service_id");--> statement-breakpoint
CREATE INDEX "customer_forms_venue_id_archived_name_index" ON "customer_forms" USING btree ("venue_id","archived","name");