DROP INDEX "stock_movements_product";--> statement-breakpoint
CREATE INDEX "products_stock_list" ON "products" USING btree ("venue_id",lower("name"),"id") WHERE NOT "products"."archived" AND "products"."track_stock";--> statement-breakpoint
CREATE INDEX "stock_movements_product_history" ON "stock_movements" USING btree ("venue_id","product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);