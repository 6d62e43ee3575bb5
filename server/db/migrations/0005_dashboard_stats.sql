CREATE TABLE "bsu_stats" (
	"bsu_id" integer PRIMARY KEY NOT NULL,
	"purchase_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash_stats" (
	"trash_id" integer PRIMARY KEY NOT NULL,
	"purchase_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bsu_stats_top_idx" ON "bsu_stats" USING btree ("purchase_count" DESC NULLS FIRST,"bsu_id");--> statement-breakpoint
CREATE INDEX "trash_stats_top_idx" ON "trash_stats" USING btree ("purchase_count" DESC NULLS FIRST,"trash_id");--> statement-breakpoint
-- Adds per-key deltas to a stats table, in key order (a fixed lock order for concurrent writers).
CREATE FUNCTION stats_add_bsu(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO bsu_stats (bsu_id, purchase_count)
  SELECT key::int, sum(value::bigint) FROM jsonb_each_text(changes) GROUP BY key::int ORDER BY key::int
  ON CONFLICT (bsu_id) DO UPDATE SET purchase_count = bsu_stats.purchase_count + excluded.purchase_count;
$$;
--> statement-breakpoint
CREATE FUNCTION stats_add_trash(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO trash_stats (trash_id, purchase_count)
  SELECT key::int, sum(value::bigint) FROM jsonb_each_text(changes) GROUP BY key::int ORDER BY key::int
  ON CONFLICT (trash_id) DO UPDATE SET purchase_count = trash_stats.purchase_count + excluded.purchase_count;
$$;
--> statement-breakpoint
-- A unit bank's count: its transactions that are not cancelled. A waste item's count: the lines
-- of such transactions. Cancelling (or un-cancelling) moves both.
CREATE FUNCTION stats_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bsu_changes jsonb; trash_changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(bsu_id, n) INTO bsu_changes FROM (SELECT bsu_id, count(*) AS n FROM new_rows WHERE status <> 'cancelled' GROUP BY bsu_id) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(bsu_id, -n) INTO bsu_changes FROM (SELECT bsu_id, count(*) AS n FROM old_rows WHERE status <> 'cancelled' GROUP BY bsu_id) s;
  ELSE
    SELECT jsonb_object_agg(bsu_id, n) INTO bsu_changes FROM (
      SELECT bsu_id, sum(n) AS n FROM (
        SELECT bsu_id, count(*) AS n FROM new_rows WHERE status <> 'cancelled' GROUP BY bsu_id
        UNION ALL SELECT bsu_id, -count(*) FROM old_rows WHERE status <> 'cancelled' GROUP BY bsu_id
      ) d GROUP BY bsu_id HAVING sum(n) <> 0) s;
    SELECT jsonb_object_agg(trash_id, n) INTO trash_changes FROM (
      SELECT d.trash_id, sum(CASE WHEN nr.status = 'cancelled' THEN -1 ELSE 1 END) AS n
      FROM new_rows nr JOIN old_rows o ON o.id = nr.id JOIN transaction_details d ON d.transaction_id = nr.id
      WHERE (nr.status = 'cancelled') <> (o.status = 'cancelled')
      GROUP BY d.trash_id) s;
  END IF;
  IF bsu_changes IS NOT NULL THEN PERFORM stats_add_bsu(bsu_changes); END IF;
  IF trash_changes IS NOT NULL THEN PERFORM stats_add_trash(trash_changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_stats_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_stats_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_stats_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_transactions();
--> statement-breakpoint
CREATE FUNCTION stats_transaction_details() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(trash_id, n) INTO changes FROM (
      SELECT r.trash_id, count(*) AS n FROM new_rows r JOIN transactions t ON t.id = r.transaction_id WHERE t.status <> 'cancelled' GROUP BY r.trash_id) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(trash_id, -n) INTO changes FROM (
      SELECT r.trash_id, count(*) AS n FROM old_rows r JOIN transactions t ON t.id = r.transaction_id WHERE t.status <> 'cancelled' GROUP BY r.trash_id) s;
  ELSE
    SELECT jsonb_object_agg(trash_id, n) INTO changes FROM (
      SELECT trash_id, sum(n) AS n FROM (
        SELECT r.trash_id, count(*) AS n FROM new_rows r JOIN transactions t ON t.id = r.transaction_id WHERE t.status <> 'cancelled' GROUP BY r.trash_id
        UNION ALL SELECT r.trash_id, -count(*) FROM old_rows r JOIN transactions t ON t.id = r.transaction_id WHERE t.status <> 'cancelled' GROUP BY r.trash_id
      ) d GROUP BY trash_id HAVING sum(n) <> 0) s;
  END IF;
  IF changes IS NOT NULL THEN PERFORM stats_add_trash(changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transaction_details_stats_insert AFTER INSERT ON transaction_details REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_transaction_details();
--> statement-breakpoint
CREATE TRIGGER transaction_details_stats_update AFTER UPDATE ON transaction_details REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_transaction_details();
--> statement-breakpoint
CREATE TRIGGER transaction_details_stats_delete AFTER DELETE ON transaction_details REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_transaction_details();
--> statement-breakpoint
-- What is already there.
INSERT INTO bsu_stats (bsu_id, purchase_count) SELECT bsu_id, count(*) FROM transactions WHERE status <> 'cancelled' GROUP BY bsu_id;
--> statement-breakpoint
INSERT INTO trash_stats (trash_id, purchase_count)
  SELECT d.trash_id, count(*) FROM transaction_details d JOIN transactions t ON t.id = d.transaction_id WHERE t.status <> 'cancelled' GROUP BY d.trash_id;
