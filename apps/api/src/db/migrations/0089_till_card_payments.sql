CREATE TABLE "sale_card_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_card_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_id" integer,
	"employee_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_at" timestamp with time zone,
	CONSTRAINT "sale_card_refunds_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "sale_card_refunds_status_check" CHECK (status IN ('requested', 'recorded')),
	CONSTRAINT "sale_card_refunds_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "till_card_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "till_card_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"checkout_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"url" text NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"employee_id" integer NOT NULL,
	"user_id" integer,
	"sale_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "till_card_payments_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "till_card_payments_session" UNIQUE("venue_id","session_id"),
	CONSTRAINT "till_card_payments_status_check" CHECK (status IN ('awaiting', 'paid', 'cancelled', 'refunded')),
	CONSTRAINT "till_card_payments_channel_check" CHECK (channel IN ('desk', 'sms', 'email')),
	CONSTRAINT "till_card_payments_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_status_check";--> statement-breakpoint
DROP INDEX "checkouts_open_group";--> statement-breakpoint
ALTER TABLE "sale_card_refunds" ADD CONSTRAINT "sale_card_refunds_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_card_refunds" ADD CONSTRAINT "sale_card_refunds_venue_id_sale_id_sales_venue_id_id_fk" FOREIGN KEY ("venue_id","sale_id") REFERENCES "public"."sales"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_card_payments" ADD CONSTRAINT "till_card_payments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_card_payments" ADD CONSTRAINT "till_card_payments_venue_id_checkout_id_checkouts_venue_id_id_fk" FOREIGN KEY ("venue_id","checkout_id") REFERENCES "public"."checkouts"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_card_refunds_venue_session" ON "sale_card_refunds" USING btree ("venue_id","session_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "till_card_payments_one_awaiting" ON "till_card_payments" USING btree ("venue_id","checkout_id") WHERE "till_card_payments"."status" = 'awaiting';--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_group" ON "checkouts" USING btree ("venue_id","appointment_group_id") WHERE "checkouts"."status" IN ('open', 'awaiting_card') AND "checkouts"."appointment_group_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status_check" CHECK (status IN ('open', 'awaiting_card', 'paid'));