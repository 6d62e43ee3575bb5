CREATE TYPE "public"."waste_category" AS ENUM('food', 'wood', 'paper', 'plastic', 'metal', 'textile', 'rubber', 'glass', 'other');--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
ALTER TABLE "trash" ADD COLUMN "category" "waste_category" DEFAULT 'other' NOT NULL;--> statement-breakpoint
-- The demo catalogue's items (server/seed/demo-data.ts) by name; anything else stays 'other'
-- until someone picks its category in the item form.
UPDATE "trash" SET "category" = CASE
  WHEN trash_name IN ('Sisa sayur dan buah', 'Minyak jelantah', 'Minyak jelantah (jeriken 5 L)') THEN 'food'
  WHEN trash_name IN ('Daun kering') THEN 'wood'
  WHEN trash_name IN ('Kardus', 'Kertas HVS', 'Koran', 'Duplex', 'Kertas campur', 'Kemasan karton minuman') THEN 'paper'
  WHEN trash_name IN ('Botol PET bening', 'Botol PET warna', 'Gelas plastik (PP)', 'Plastik kresek', 'Plastik kemasan bening (PE)', 'Jerigen', 'Emberan (plastik keras)', 'Tutup botol') THEN 'plastic'
  WHEN trash_name IN ('Besi', 'Aluminium', 'Tembaga', 'Kuningan', 'Kaleng', 'Aki bekas') THEN 'metal'
  WHEN trash_name IN ('Botol kaca', 'Botol kecap/sirup kaca') THEN 'glass'
  ELSE 'other' END::waste_category
WHERE trash_name IN ('Botol PET bening', 'Botol PET warna', 'Gelas plastik (PP)', 'Kardus', 'Kertas HVS', 'Koran', 'Besi', 'Aluminium', 'Tembaga', 'Kuningan', 'Kaleng', 'Duplex', 'Kertas campur', 'Plastik kresek', 'Plastik kemasan bening (PE)', 'Jerigen', 'Emberan (plastik keras)', 'Tutup botol', 'Botol kaca', 'Botol kecap/sirup kaca', 'Kemasan karton minuman', 'Aki bekas', 'Sisa sayur dan buah', 'Minyak jelantah', 'Minyak jelantah (jeriken 5 L)', 'Daun kering');--> statement-breakpoint
CREATE INDEX "trash_category_idx" ON "trash" USING btree ("category");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);