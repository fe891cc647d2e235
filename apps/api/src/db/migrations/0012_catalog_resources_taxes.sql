CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate" integer NOT NULL,
	"default_service" boolean DEFAULT false NOT NULL,
	"default_product" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_rates_venue_id_sort_order_index" ON "tax_rates" USING btree ("venue_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_default_service" ON "tax_rates" USING btree ("venue_id") WHERE "tax_rates"."default_service";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_default_product" ON "tax_rates" USING btree ("venue_id") WHERE "tax_rates"."default_product";--> statement-breakpoint
INSERT INTO "tax_rates" ("venue_id", "name", "rate", "default_service", "default_product", "sort_order")
SELECT "id", "tax_default_service" || ' %', "tax_default_service" * 100, true, "tax_default_product" = "tax_default_service", 0 FROM "venues";--> statement-breakpoint
INSERT INTO "tax_rates" ("venue_id", "name", "rate", "default_service", "default_product", "sort_order")
SELECT "id", "tax_default_product" || ' %', "tax_default_product" * 100, false, true, 1 FROM "venues" WHERE "tax_default_product" <> "tax_default_service";--> statement-breakpoint
select chairside_enable_venue_rls('tax_rates');
