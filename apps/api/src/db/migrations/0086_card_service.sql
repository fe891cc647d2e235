CREATE TABLE "payment_settings" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"provider" text,
	"account_id" text,
	"account_status" text DEFAULT 'not_connected' NOT NULL,
	"card_flows" jsonb,
	"desk_methods" jsonb,
	"tips_enabled" boolean DEFAULT true NOT NULL,
	"tip_percents" jsonb DEFAULT '[10,15,20]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_status_check" CHECK (account_status IN ('not_connected', 'pending', 'active', 'restricted'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requirements" jsonb DEFAULT '["business_profile","external_account","representative.verification.document"]'::jsonb NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en-us' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;