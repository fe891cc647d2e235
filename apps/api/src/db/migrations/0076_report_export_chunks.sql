CREATE TABLE "report_export_chunks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_export_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"export_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "report_export_chunks_venue_id_export_id_seq_unique" UNIQUE("venue_id","export_id","seq")
);
--> statement-breakpoint
ALTER TABLE "appointment_daily_visits" ADD COLUMN "online_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_daily_visits" ADD COLUMN "online_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_daily_visits" ADD COLUMN "online_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_export_chunks" ADD CONSTRAINT "report_export_chunks_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_export_chunks" ADD CONSTRAINT "report_export_chunks_venue_id_export_id_report_exports_venue_id_id_fk" FOREIGN KEY ("venue_id","export_id") REFERENCES "public"."report_exports"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_groups_online_idx" ON "appointment_groups" USING btree ("venue_id","id") WHERE source = 'online';