ALTER TABLE "sale_lines" DROP CONSTRAINT "sale_lines_kind_check";--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "discount_id" integer;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "customer_package_id" integer;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "customer_membership_id" integer;--> statement-breakpoint
CREATE INDEX "sale_lines_discount" ON "sale_lines" USING btree ("venue_id","discount_id") WHERE "sale_lines"."discount_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_kind_check" CHECK (kind IN ('service', 'product', 'custom', 'voucher', 'deposit', 'package', 'membership'));