CREATE TABLE "row_counts" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Adds `delta` to each counter named in `changes`, in name order (a fixed lock order, so two
-- writers never deadlock on the counter rows).
CREATE FUNCTION row_counts_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts (name, value)
  SELECT key, sum(value::bigint) FROM jsonb_each_text(changes) GROUP BY key ORDER BY key
  ON CONFLICT (name) DO UPDATE SET value = row_counts.value + excluded.value;
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg('transactions:' || status, n) INTO changes FROM (SELECT status, count(*) AS n FROM new_rows GROUP BY status) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg('transactions:' || status, -n) INTO changes FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) s;
  ELSE
    SELECT jsonb_object_agg('transactions:' || status, n) INTO changes FROM (
      SELECT status, sum(n) AS n FROM (
        SELECT status, count(*) AS n FROM new_rows GROUP BY status
        UNION ALL SELECT status, -count(*) FROM old_rows GROUP BY status
      ) d GROUP BY status HAVING sum(n) <> 0
    ) s;
  END IF;
  IF changes IS NOT NULL THEN PERFORM row_counts_add(changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_counted_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_counted_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_counted_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_transactions();
--> statement-breakpoint
CREATE FUNCTION row_counts_wallet_requests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg('wallet_requests:' || kind || ':' || status, n) INTO changes FROM (SELECT kind, status, count(*) AS n FROM new_rows GROUP BY kind, status) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg('wallet_requests:' || kind || ':' || status, -n) INTO changes FROM (SELECT kind, status, count(*) AS n FROM old_rows GROUP BY kind, status) s;
  ELSE
    SELECT jsonb_object_agg('wallet_requests:' || kind || ':' || status, n) INTO changes FROM (
      SELECT kind, status, sum(n) AS n FROM (
        SELECT kind, status, count(*) AS n FROM new_rows GROUP BY kind, status
        UNION ALL SELECT kind, status, -count(*) FROM old_rows GROUP BY kind, status
      ) d GROUP BY kind, status HAVING sum(n) <> 0
    ) s;
  END IF;
  IF changes IS NOT NULL THEN PERFORM row_counts_add(changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_requests_counted_insert AFTER INSERT ON wallet_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_wallet_requests();
--> statement-breakpoint
CREATE TRIGGER wallet_requests_counted_update AFTER UPDATE ON wallet_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_wallet_requests();
--> statement-breakpoint
CREATE TRIGGER wallet_requests_counted_delete AFTER DELETE ON wallet_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_wallet_requests();
--> statement-breakpoint
-- Whole-table counts: customers and wallets (their lists' totals).
CREATE FUNCTION row_counts_table() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT count(*) INTO n FROM new_rows; ELSE SELECT -count(*) INTO n FROM old_rows; END IF;
  IF n <> 0 THEN PERFORM row_counts_add(jsonb_build_object(TG_TABLE_NAME, n)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_counted_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_table();
--> statement-breakpoint
CREATE TRIGGER customers_counted_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_table();
--> statement-breakpoint
CREATE TRIGGER wallets_counted_insert AFTER INSERT ON wallets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_table();
--> statement-breakpoint
CREATE TRIGGER wallets_counted_delete AFTER DELETE ON wallets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_table();
--> statement-breakpoint
-- Counts of what is already there (a database migrated with data in it).
INSERT INTO row_counts (name, value) SELECT 'transactions:' || status, count(*) FROM transactions GROUP BY status;
--> statement-breakpoint
INSERT INTO row_counts (name, value) SELECT 'wallet_requests:' || kind || ':' || status, count(*) FROM wallet_requests GROUP BY kind, status;
--> statement-breakpoint
INSERT INTO row_counts (name, value) SELECT 'customers', count(*) FROM customers;
--> statement-breakpoint
INSERT INTO row_counts (name, value) SELECT 'wallets', count(*) FROM wallets;
