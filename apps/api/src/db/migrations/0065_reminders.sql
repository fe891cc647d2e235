CREATE TABLE "reminder_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"rule_id" integer,
	"offset_minutes" integer NOT NULL,
	"channel" text NOT NULL,
	"customer_id" integer,
	"recipient" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"mail_id" integer,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_messages_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "reminder_messages_once" UNIQUE("venue_id","group_id","rule_id","channel"),
	CONSTRAINT "reminder_messages_status_check" CHECK (status IN ('queued', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"offset_minutes" integer NOT NULL,
	"channel" text NOT NULL,
	"service_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_rules_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "reminder_rules_offset_check" CHECK (offset_minutes BETWEEN 10 AND 10080),
	CONSTRAINT "reminder_rules_channel_check" CHECK (channel IN ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"quiet_from" text,
	"quiet_to" text,
	"ask_confirmation" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_quiet_check" CHECK ((quiet_from IS NULL) = (quiet_to IS NULL))
);
--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_venue_id_service_group_id_service_groups_venue_id_id_fk" FOREIGN KEY ("venue_id","service_group_id") REFERENCES "public"."service_groups"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_messages_venue_id_created_at_index" ON "reminder_messages" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "reminder_messages_confirm_token" ON "reminder_messages" USING btree ("confirm_token_hash");