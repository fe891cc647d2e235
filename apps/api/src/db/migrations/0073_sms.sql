CREATE TABLE "event_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"customer_id" integer,
	"recipient" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"mail_id" integer,
	"sms_id" integer,
	"fallback" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_messages_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "event_messages_once" UNIQUE("venue_id","group_id","event","channel","version"),
	CONSTRAINT "event_messages_status_check" CHECK (status IN ('queued', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sms_credit_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_credit_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"sms_id" integer,
	"checkout_id" integer,
	"pack_id" integer,
	"balance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_credit_moves_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "sms_credit_moves_checkout" UNIQUE("venue_id","checkout_id"),
	CONSTRAINT "sms_credit_moves_reason_check" CHECK (reason IN ('purchase', 'sms', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"message_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"encoding" text NOT NULL,
	"segments" integer NOT NULL,
	"credits" integer NOT NULL,
	"transport" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_id" text,
	"provider_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"maybe_duplicate" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_message_key_unique" UNIQUE("message_key"),
	CONSTRAINT "sms_outbox_venue_id_id_unique" UNIQUE("venue_id","id"),
	CONSTRAINT "sms_outbox_state_check" CHECK (state IN ('pending', 'sending', 'sent', 'delivered', 'failed', 'undelivered'))
);
--> statement-breakpoint
ALTER TABLE "reminder_messages" DROP CONSTRAINT "reminder_messages_status_check";--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD COLUMN "sms_id" integer;--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD COLUMN "fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "sms_fallback_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "events" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_credit_moves" ADD CONSTRAINT "sms_credit_moves_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_messages_venue_id_created_at_index" ON "event_messages" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_credit_moves_venue_id_created_at_index" ON "sms_credit_moves" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_venue_id_created_at_index" ON "sms_outbox" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_due" ON "sms_outbox" USING btree ("next_attempt_at") WHERE state in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_provider_id" ON "sms_outbox" USING btree ("transport","provider_id");--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_status_check" CHECK (status IN ('queued', 'skipped', 'failed'));