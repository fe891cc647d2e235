ALTER TABLE "customer_imports" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkouts_venue_customer" ON "checkouts" USING btree ("venue_id","customer_id");--> statement-breakpoint
CREATE INDEX "sales_venue_customer" ON "sales" USING btree ("venue_id","customer_id");