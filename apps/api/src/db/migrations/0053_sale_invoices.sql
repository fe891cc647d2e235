CREATE TABLE "sale_invoice_counters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_invoice_counters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_invoice_counters_venue_year" UNIQUE("venue_id","year")
);
--> statement-breakpoint
CREATE TABLE "sale_invoice_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_invoice_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"year" integer NOT NULL,
	"number" integer,
	"status" text DEFAULT 'issued' NOT NULL,
	"issue_date" date NOT NULL,
	"sale_date_from" date NOT NULL,
	"sale_date_to" date NOT NULL,
	"customer_id" integer,
	"customer_name" text DEFAULT '' NOT NULL,
	"company_name" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"net_total" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"employee_id" integer,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_invoices_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "sale_invoices_venue_year_number" UNIQUE("venue_id","year","number"),
	CONSTRAINT "sale_invoices_status_check" CHECK (status IN ('issued', 'cancelled')),
	CONSTRAINT "sale_invoices_number_check" CHECK (number > 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_tax_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_invoice_counters" ADD CONSTRAINT "sale_invoice_counters_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_sales" ADD CONSTRAINT "sale_invoice_sales_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_sales" ADD CONSTRAINT "sale_invoice_sales_venue_id_invoice_id_sale_invoices_venue_id_id_fk" FOREIGN KEY ("venue_id","invoice_id") REFERENCES "public"."sale_invoices"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_sales" ADD CONSTRAINT "sale_invoice_sales_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_venue_id_cancelled_by_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","cancelled_by") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_invoice_sales_invoice" ON "sale_invoice_sales" USING btree ("venue_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_invoice_sales_one_active" ON "sale_invoice_sales" USING btree ("venue_id","sale_id") WHERE "sale_invoice_sales"."active";--> statement-breakpoint
CREATE INDEX "sale_invoices_venue_issue" ON "sale_invoices" USING btree ("venue_id","issue_date");--> statement-breakpoint
CREATE INDEX "sale_invoices_venue_customer" ON "sale_invoices" USING btree ("venue_id","customer_id");