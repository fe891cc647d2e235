CREATE TABLE "sale_daily_stats" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_daily_stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"day" date NOT NULL,
	"slice" text NOT NULL,
	"doc_kind" text,
	"employee_id" integer,
	"item_id" integer,
	"line_kind" text,
	"tax_rate" integer,
	"method" text,
	"name" text,
	"documents" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"tips" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "sales_venue_day";--> statement-breakpoint
DROP INDEX "sales_venue_customer";--> statement-breakpoint
ALTER TABLE "sale_daily_stats" ADD CONSTRAINT "sale_daily_stats_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_daily_stats_venue_id_slice_day_index" ON "sale_daily_stats" USING btree ("venue_id","slice","day");--> statement-breakpoint
CREATE INDEX "sales_venue_day" ON "sales" USING btree ("venue_id","business_date","id");--> statement-breakpoint
CREATE INDEX "sales_venue_customer" ON "sales" USING btree ("venue_id","customer_id","business_date");