CREATE TABLE "customer_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"employee_id" integer,
	"user_id" integer,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file" "bytea" NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"lang" text DEFAULT 'en-us' NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"last_row" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"report" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "customer_imports_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_merges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"kept_id" integer NOT NULL,
	"merged_id" integer NOT NULL,
	"kept_before" jsonb NOT NULL,
	"merged_before" jsonb NOT NULL,
	"moved" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_venue_id_kept_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","kept_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_venue_id_merged_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","merged_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_imports_venue_id_created_at_index" ON "customer_imports" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_merges_venue_id_created_at_index" ON "customer_merges" USING btree ("venue_id","created_at");