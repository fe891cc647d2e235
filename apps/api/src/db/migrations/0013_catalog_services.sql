CREATE TABLE "service_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"initial_minutes" integer NOT NULL,
	"gap_minutes" integer DEFAULT 0 NOT NULL,
	"finish_minutes" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_variants_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "tax_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "online_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "online_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "resource_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_variants" ADD CONSTRAINT "service_variants_venue_id_service_id_services_venue_id_id_fk" FOREIGN KEY ("venue_id","service_id") REFERENCES "public"."services"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_variants_venue_id_service_id_index" ON "service_variants" USING btree ("venue_id","service_id");--> statement-breakpoint
select chairside_enable_venue_rls('service_variants');
--> statement-breakpoint
-- The bookable catalogue (GET employees/services) is cached per venue (features/catalog/services/bookable-cache.ts):
-- every change to the tables it reads announces itself at commit, like the tables of migration 0003.
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'access');
--> statement-breakpoint
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON service_groups
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'access');
--> statement-breakpoint
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON employee_services
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'access');
--> statement-breakpoint
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON service_resources
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'access');
--> statement-breakpoint
CREATE TRIGGER announce_venue AFTER INSERT OR UPDATE OR DELETE ON service_variants
  FOR EACH ROW EXECUTE FUNCTION chairside_announce_change('venue_id', 'access');
