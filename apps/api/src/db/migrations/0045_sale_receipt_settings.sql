CREATE TABLE "sale_receipt_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_receipt_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"paper" text DEFAULT 'thermal' NOT NULL,
	"header_text" text DEFAULT '' NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"show_venue_address" boolean DEFAULT true NOT NULL,
	"show_venue_phone" boolean DEFAULT true NOT NULL,
	"show_customer" boolean DEFAULT true NOT NULL,
	"show_employees" boolean DEFAULT true NOT NULL,
	"show_tax_breakdown" boolean DEFAULT true NOT NULL,
	"show_payments" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_receipt_settings_venue" UNIQUE("venue_id"),
	CONSTRAINT "sale_receipt_settings_paper" CHECK ("sale_receipt_settings"."paper" in ('thermal', 'a4'))
);
--> statement-breakpoint
ALTER TABLE "sale_receipt_settings" ADD CONSTRAINT "sale_receipt_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;