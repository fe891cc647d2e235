CREATE TABLE "gift_vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"initial_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_on" date,
	"customer_id" integer,
	"customer_name" text DEFAULT '' NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_line_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "gift_vouchers_venue_code" UNIQUE("venue_id","code"),
	CONSTRAINT "gift_vouchers_kind_check" CHECK (kind IN ('amount', 'service')),
	CONSTRAINT "gift_vouchers_status_check" CHECK (status IN ('active', 'used', 'cancelled')),
	CONSTRAINT "gift_vouchers_balance_check" CHECK (balance >= 0 AND balance <= initial_amount)
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"original_sale_id" integer,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_kind_check" CHECK (kind IN ('redeem', 'restore')),
	CONSTRAINT "voucher_redemptions_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_line_id" integer,
	"forfeit_reason" text DEFAULT '' NOT NULL,
	"forfeited_at" timestamp with time zone,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_deposits_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "customer_deposits_status_check" CHECK (status IN ('held', 'applied', 'forfeited', 'cancelled')),
	CONSTRAINT "customer_deposits_balance_check" CHECK (balance >= 0 AND balance <= amount AND amount > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"sale_id" integer,
	"original_sale_id" integer,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_movements_kind_check" CHECK (kind IN ('apply', 'restore', 'forfeit')),
	CONSTRAINT "deposit_movements_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "sale_lines" DROP CONSTRAINT "sale_lines_kind_check";--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_venue_id_voucher_id_gift_vouchers_venue_id_id_fk" FOREIGN KEY ("venue_id","voucher_id") REFERENCES "public"."gift_vouchers"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_deposits" ADD CONSTRAINT "customer_deposits_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_deposits" ADD CONSTRAINT "customer_deposits_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_deposits" ADD CONSTRAINT "customer_deposits_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_venue_id_deposit_id_customer_deposits_venue_id_id_fk" FOREIGN KEY ("venue_id","deposit_id") REFERENCES "public"."customer_deposits"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_venue_id_employee_id_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","employee_id") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_vouchers_venue_created" ON "gift_vouchers" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_vouchers_venue_customer" ON "gift_vouchers" USING btree ("venue_id","customer_id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_venue_sale" ON "gift_vouchers" USING btree ("venue_id","sale_id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_venue_sale_line" ON "gift_vouchers" USING btree ("venue_id","sale_line_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher" ON "voucher_redemptions" USING btree ("venue_id","voucher_id","created_at");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_sale" ON "voucher_redemptions" USING btree ("venue_id","sale_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_original" ON "voucher_redemptions" USING btree ("venue_id","original_sale_id");--> statement-breakpoint
CREATE INDEX "customer_deposits_venue_created" ON "customer_deposits" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_deposits_venue_customer" ON "customer_deposits" USING btree ("venue_id","customer_id","status");--> statement-breakpoint
CREATE INDEX "customer_deposits_venue_sale_line" ON "customer_deposits" USING btree ("venue_id","sale_line_id");--> statement-breakpoint
CREATE INDEX "deposit_movements_deposit" ON "deposit_movements" USING btree ("venue_id","deposit_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_movements_sale" ON "deposit_movements" USING btree ("venue_id","sale_id");--> statement-breakpoint
CREATE INDEX "deposit_movements_original" ON "deposit_movements" USING btree ("venue_id","original_sale_id");--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_kind_check" CHECK (kind IN ('service', 'product', 'custom', 'voucher', 'deposit'));