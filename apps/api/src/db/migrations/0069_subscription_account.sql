ALTER TABLE "venues" ADD COLUMN "plan_renews_on" date;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "subscription_card" jsonb;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "renewal_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "renewal_retry_on" date;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "mode" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "locale" text DEFAULT 'en-us' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "payment_method" jsonb;