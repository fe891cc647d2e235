CREATE TABLE "checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"customer_id" integer,
	"appointment_group_id" integer,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sale_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "checkouts_status_check" CHECK (status IN ('open', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"product_id" integer,
	"appointment_id" integer,
	"original_line_id" integer,
	"employee_id" integer,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"net" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "sale_lines_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "sale_lines_kind_check" CHECK (kind IN ('service', 'product', 'custom')),
	CONSTRAINT "sale_lines_quantity_check" CHECK (quantity <> 0 AND tax_rate >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_number_counters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_number_counters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_number_counters_venue_year" UNIQUE("venue_id","year")
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"tendered" integer DEFAULT 0 NOT NULL,
	"change" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_payments_amounts_check" CHECK (change >= 0 AND tendered >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer,
	"business_date" date NOT NULL,
	"original_id" integer,
	"checkout_id" integer,
	"customer_id" integer,
	"customer_name" text DEFAULT '' NOT NULL,
	"appointment_group_id" integer,
	"tax_mode" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"net_total" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"total" integer NOT NULL,
	"tip_total" integer DEFAULT 0 NOT NULL,
	"paid_total" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "sales_venue_year_number" UNIQUE("venue_id","year","number"),
	CONSTRAINT "sales_kind_check" CHECK (kind IN ('sale', 'void', 'refund')),
	CONSTRAINT "sales_number_check" CHECK (number > 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_venue_id_original_line_id_sale_lines_venue_id_id_fk" FOREIGN KEY ("venue_id","original_line_id") REFERENCES "public"."sale_lines"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_number_counters" ADD CONSTRAINT "sale_number_counters_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_venue_id_original_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","original_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_venue_status" ON "checkouts" USING btree ("venue_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_group" ON "checkouts" USING btree ("venue_id","appointment_group_id") WHERE "checkouts"."status" = 'open' AND "checkouts"."appointment_group_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sale_lines_sale" ON "sale_lines" USING btree ("venue_id","sale_id");--> statement-breakpoint
CREATE INDEX "sale_lines_original" ON "sale_lines" USING btree ("venue_id","original_line_id");--> statement-breakpoint
CREATE INDEX "sale_payments_sale" ON "sale_payments" USING btree ("venue_id","sale_id");--> statement-breakpoint
CREATE INDEX "sale_tips_sale" ON "sale_tips" USING btree ("venue_id","sale_id");--> statement-breakpoint
CREATE INDEX "sales_venue_time" ON "sales" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_venue_original" ON "sales" USING btree ("venue_id","original_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_one_void" ON "sales" USING btree ("venue_id","original_id") WHERE "sales"."kind" = 'void';