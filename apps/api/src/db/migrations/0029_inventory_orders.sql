CREATE TABLE "mail_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbox_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_cost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_product_unique" UNIQUE("venue_id","order_id","product_id"),
	CONSTRAINT "purchase_order_lines_amounts_check" CHECK (quantity > 0 AND received_quantity >= 0 AND received_quantity <= quantity AND unit_cost >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"number" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expected_on" text,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "purchase_orders_number_unique" UNIQUE("venue_id","number"),
	CONSTRAINT "purchase_orders_status_check" CHECK (status IN ('draft', 'sent', 'partly_received', 'received', 'closed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_venue_id_order_id_purchase_orders_venue_id_id_fk" FOREIGN KEY ("venue_id","order_id") REFERENCES "public"."purchase_orders"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_venue_id_product_id_products_venue_id_id_fk" FOREIGN KEY ("venue_id","product_id") REFERENCES "public"."products"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_venue_id_supplier_id_suppliers_venue_id_id_fk" FOREIGN KEY ("venue_id","supplier_id") REFERENCES "public"."suppliers"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_venue_id_created_by_employees_venue_id_id_fk" FOREIGN KEY ("venue_id","created_by") REFERENCES "public"."employees"("venue_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_outbox_id_index" ON "mail_attachments" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product" ON "purchase_order_lines" USING btree ("venue_id","product_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_venue_status" ON "purchase_orders" USING btree ("venue_id","status","id");