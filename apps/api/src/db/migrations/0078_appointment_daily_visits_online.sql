ALTER TABLE "appointment_daily_visits" ADD COLUMN "online_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_daily_visits" ADD COLUMN "online_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_daily_visits" ADD COLUMN "online_value" integer DEFAULT 0 NOT NULL;