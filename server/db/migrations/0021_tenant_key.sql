-- The tenant key (issue 20): a transaction and its lines carry the parent bank of the unit bank
-- that recorded them, the column a distributed PostgreSQL (Citus) shards the trade tables on.
-- Existing rows take their unit bank's parent bank of today. The counters' and reports' triggers
-- do not read the key, so the backfill skips them: on 10M transactions they would replay every row.
-- A large database can add the columns and fill them in batches beforehand (the same UPDATEs
-- over ranges of ids); this then fills only the rows written since.
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "transaction_details" ADD COLUMN IF NOT EXISTS "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "transaction_details" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "transactions" t SET "tenant_id" = b."collector_id" FROM "bsus" b WHERE b."id" = t."bsu_id" AND t."tenant_id" IS NULL;--> statement-breakpoint
UPDATE "transaction_details" d SET "tenant_id" = t."tenant_id" FROM "transactions" t WHERE t."id" = d."transaction_id" AND d."tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "transaction_details" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_details" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tenant_id_collectors_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;;--> statement-breakpoint
-- An insert that leaves the key out (a script's or a test's plain SQL) gets the right one; the
-- application always says it, and the invariants check that it agrees.
CREATE FUNCTION transactions_tenant_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tenant_id IS NULL THEN
    NEW.tenant_id := (SELECT collector_id FROM bsus WHERE id = NEW.bsu_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER transactions_tenant_default BEFORE INSERT ON transactions FOR EACH ROW EXECUTE FUNCTION transactions_tenant_default();--> statement-breakpoint
CREATE FUNCTION transaction_details_tenant_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tenant_id IS NULL THEN
    NEW.tenant_id := (SELECT tenant_id FROM transactions WHERE id = NEW.transaction_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER transaction_details_tenant_default BEFORE INSERT ON transaction_details FOR EACH ROW EXECUTE FUNCTION transaction_details_tenant_default();
