-- A booking line's variant: composite foreign key; removing a variant from the catalogue sets only
-- the line's variant_id to null (PostgreSQL 15+ column list), the line keeps its length and price.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_venue_id_variant_id_service_variants_fk"
  FOREIGN KEY ("venue_id", "variant_id") REFERENCES "public"."service_variants"("venue_id", "id") ON DELETE SET NULL ("variant_id");
