CREATE TABLE "customer_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"started_on" date NOT NULL,
	"renews_on" date,
	"ends_on" date,
	"sessions_left" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_memberships_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_package_services" (
	"venue_id" integer NOT NULL,
	"customer_package_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "customer_package_services_venue_id_customer_package_id_service_id_unique" UNIQUE("venue_id","customer_package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "customer_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_packages_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"applies_services" boolean DEFAULT true NOT NULL,
	"applies_products" boolean DEFAULT false NOT NULL,
	"applies_vouchers" boolean DEFAULT false NOT NULL,
	"code" text,
	"starts_on" date,
	"ends_on" date,
	"limit_per_customer" integer,
	"manual_restricted" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "membership_services" (
	"venue_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "membership_services_venue_id_membership_id_service_id_unique" UNIQUE("venue_id","membership_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"price" integer NOT NULL,
	"sessions" integer,
	"validity_days" integer,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "package_services" (
	"venue_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"count" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_services_venue_id_package_id_service_id_unique" UNIQUE("venue_id","package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_venue_id_id_unique" UNIQUE("venue_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_venue_id_customer_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_venue_id_membership_id_memberships_venue_id_id_fk" FOREIGN KEY ("venue_id","membership_id") REFERENCES "public"."memberships"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_package_services" ADD CONSTRAINT "customer_package_services_venue_id_customer_package_id_customer_packages_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_package_id") REFERENCES "public"."customer_packages"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_package_services" ADD CONSTRAINT "customer_package_services_venue_id_service_id_services_venue_id_id_fk" FOREIGN KEY ("venue_id","service_id") REFERENCES "public"."services"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_venue_id_customer_id_customers_venue_id_id_fk" FOREIGN KEY ("venue_id","customer_id") REFERENCES "public"."customers"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_venue_id_package_id_packages_venue_id_id_fk" FOREIGN KEY ("venue_id","package_id") REFERENCES "public"."packages"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_services" ADD CONSTRAINT "membership_services_venue_id_membership_id_memberships_venue_id_id_fk" FOREIGN KEY ("venue_id","membership_id") REFERENCES "public"."memberships"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_services" ADD CONSTRAINT "membership_services_venue_id_service_id_services_venue_id_id_fk" FOREIGN KEY ("venue_id","service_id") REFERENCES "public"."services"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_venue_id_package_id_packages_venue_id_id_fk" FOREIGN KEY ("venue_id","package_id") REFERENCES "public"."packages"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_venue_id_service_id_services_venue_id_id_fk" FOREIGN KEY ("venue_id","service_id") REFERENCES "public"."services"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_memberships_venue_id_customer_id_index" ON "customer_memberships" USING btree ("venue_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_packages_venue_id_customer_id_index" ON "customer_packages" USING btree ("venue_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_venue_code_unique" ON "discounts" USING btree ("venue_id",lower("code")) WHERE "discounts"."code" is not null;--> statement-breakpoint
select chairside_enable_venue_rls('packages');
--> statement-breakpoint
select chairside_enable_venue_rls('package_services');
--> statement-breakpoint
select chairside_enable_venue_rls('memberships');
--> statement-breakpoint
select chairside_enable_venue_rls('membership_services');
--> statement-breakpoint
select chairside_enable_venue_rls('discounts');
--> statement-breakpoint
select chairside_enable_venue_rls('customer_packages');
--> statement-breakpoint
select chairside_enable_venue_rls('customer_package_services');
--> statement-breakpoint
select chairside_enable_venue_rls('customer_memberships');
