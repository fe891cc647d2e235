ALTER TABLE "customers" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_tax_number" text DEFAULT '' NOT NULL;