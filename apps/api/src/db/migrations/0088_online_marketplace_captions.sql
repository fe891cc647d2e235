CREATE TABLE "online_marketplace" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_portfolio" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_portfolio" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "online_marketplace" ADD CONSTRAINT "online_marketplace_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_portfolio" ADD CONSTRAINT "online_portfolio_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The marketplace listing: row-level security by venue.
SELECT chairside_enable_venue_rls('online_marketplace');
