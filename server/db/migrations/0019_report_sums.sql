CREATE TABLE "ledger_days" (
	"day" date PRIMARY KEY NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"month" date NOT NULL,
	"bsu_id" integer NOT NULL,
	"trash_id" integer NOT NULL,
	"unit" "trash_unit" NOT NULL,
	"deposit" boolean NOT NULL,
	"qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_months_month_bsu_id_trash_id_unit_deposit_pk" PRIMARY KEY("month","bsu_id","trash_id","unit","deposit")
);
--> statement-breakpoint
CREATE TABLE "report_transaction_months" (
	"month" date NOT NULL,
	"bsu_id" integer NOT NULL,
	"deposit" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_transaction_months_month_bsu_id_deposit_pk" PRIMARY KEY("month","bsu_id","deposit")
);
--> statement-breakpoint
CREATE INDEX "report_months_bsu_idx" ON "report_months" USING btree ("bsu_id","month");--> statement-breakpoint
CREATE INDEX "report_transaction_months_bsu_idx" ON "report_transaction_months" USING btree ("bsu_id","month");--> statement-breakpoint
-- Settled transactions per Jakarta month, unit bank and side, kept like the other counters: each
-- statement's deltas added in key order (a fixed lock order for concurrent writers).
CREATE FUNCTION report_transaction_months_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part constant text := 'SELECT date_trunc(''month'', created_on AT TIME ZONE ''Asia/Jakarta'')::date AS month, bsu_id,
    customer_id IS NOT NULL AS deposit, %1$s count(*) AS n, %1$s sum(amount) AS amount FROM %2$I WHERE status = ''settlement'' GROUP BY 1, 2, 3';
  parts text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN parts := parts || format(part, '', 'new_rows'); END IF;
  IF TG_OP <> 'INSERT' THEN parts := parts || format(part, '-', 'old_rows'); END IF;
  EXECUTE format('INSERT INTO report_transaction_months (month, bsu_id, deposit, n, amount)
    SELECT month, bsu_id, deposit, sum(n), sum(amount) FROM (%s) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (month, bsu_id, deposit) DO UPDATE SET n = report_transaction_months.n + excluded.n,
      amount = report_transaction_months.amount + excluded.amount', array_to_string(parts, ' UNION ALL '));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_report_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_transaction_months_count();
--> statement-breakpoint
CREATE TRIGGER transactions_report_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_transaction_months_count();
--> statement-breakpoint
CREATE TRIGGER transactions_report_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_transaction_months_count();
--> statement-breakpoint
-- The lines of settled transactions, when lines are written: each line counts under its
-- transaction as it stands (a pending transaction's lines count when it settles, below).
CREATE FUNCTION report_months_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part constant text := 'SELECT date_trunc(''month'', t.created_on AT TIME ZONE ''Asia/Jakarta'')::date AS month, t.bsu_id, l.trash_id, l.unit,
    t.customer_id IS NOT NULL AS deposit, %1$s sum(l.qty) AS qty, %1$s sum(l.amount) AS amount
    FROM %2$I l JOIN transactions t ON t.id = l.transaction_id WHERE t.status = ''settlement'' GROUP BY 1, 2, 3, 4, 5';
  parts text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN parts := parts || format(part, '', 'new_rows'); END IF;
  IF TG_OP <> 'INSERT' THEN parts := parts || format(part, '-', 'old_rows'); END IF;
  EXECUTE format('INSERT INTO report_months (month, bsu_id, trash_id, unit, deposit, qty, amount)
    SELECT month, bsu_id, trash_id, unit, deposit, sum(qty), sum(amount) FROM (%s) d
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(qty) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (month, bsu_id, trash_id, unit, deposit) DO UPDATE SET qty = report_months.qty + excluded.qty,
      amount = report_months.amount + excluded.amount', array_to_string(parts, ' UNION ALL '));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transaction_details_report_insert AFTER INSERT ON transaction_details REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_lines();
--> statement-breakpoint
CREATE TRIGGER transaction_details_report_update AFTER UPDATE ON transaction_details REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_lines();
--> statement-breakpoint
CREATE TRIGGER transaction_details_report_delete AFTER DELETE ON transaction_details REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_lines();
--> statement-breakpoint
-- A transaction that settles, is cancelled after settling, or moves month, bank or side takes its
-- lines along: out of where they counted, into where they count now.
CREATE FUNCTION report_months_moves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_months (month, bsu_id, trash_id, unit, deposit, qty, amount)
  SELECT month, bsu_id, trash_id, unit, deposit, sum(qty), sum(amount) FROM (
    SELECT date_trunc('month', x.created_on AT TIME ZONE 'Asia/Jakarta')::date AS month, x.bsu_id, l.trash_id, l.unit,
      x.customer_id IS NOT NULL AS deposit, x.sign * l.qty AS qty, x.sign * l.amount AS amount
    FROM (
      SELECT o.id, o.created_on, o.bsu_id, o.customer_id, -1 AS sign, o.status FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.created_on, o.bsu_id, o.customer_id IS NULL) IS DISTINCT FROM (n.status, n.created_on, n.bsu_id, n.customer_id IS NULL)
      UNION ALL
      SELECT n.id, n.created_on, n.bsu_id, n.customer_id, 1 AS sign, n.status FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.created_on, o.bsu_id, o.customer_id IS NULL) IS DISTINCT FROM (n.status, n.created_on, n.bsu_id, n.customer_id IS NULL)
    ) x JOIN transaction_details l ON l.transaction_id = x.id
    WHERE x.status = 'settlement'
  ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(qty) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (month, bsu_id, trash_id, unit, deposit) DO UPDATE SET qty = report_months.qty + excluded.qty,
    amount = report_months.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_report_moves AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_moves();
--> statement-breakpoint
-- What the wallets gained or lost per Jakarta day.
CREATE FUNCTION ledger_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part constant text := 'SELECT (created_at AT TIME ZONE ''Asia/Jakarta'')::date AS day, %1$s sum(amount) AS amount FROM %2$I GROUP BY 1';
  parts text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN parts := parts || format(part, '', 'new_rows'); END IF;
  IF TG_OP <> 'INSERT' THEN parts := parts || format(part, '-', 'old_rows'); END IF;
  EXECUTE format('INSERT INTO ledger_days (day, amount)
    SELECT day, sum(amount) FROM (%s) d GROUP BY 1 HAVING sum(amount) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET amount = ledger_days.amount + excluded.amount', array_to_string(parts, ' UNION ALL '));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_ledger_days_insert AFTER INSERT ON wallet_ledger REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_count();
--> statement-breakpoint
CREATE TRIGGER wallet_ledger_days_update AFTER UPDATE ON wallet_ledger REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_count();
--> statement-breakpoint
CREATE TRIGGER wallet_ledger_days_delete AFTER DELETE ON wallet_ledger REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_count();
--> statement-breakpoint
INSERT INTO report_transaction_months (month, bsu_id, deposit, n, amount)
SELECT date_trunc('month', created_on AT TIME ZONE 'Asia/Jakarta')::date, bsu_id, customer_id IS NOT NULL, count(*), sum(amount)
FROM transactions WHERE status = 'settlement' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO report_months (month, bsu_id, trash_id, unit, deposit, qty, amount)
SELECT date_trunc('month', t.created_on AT TIME ZONE 'Asia/Jakarta')::date, t.bsu_id, l.trash_id, l.unit, t.customer_id IS NOT NULL, sum(l.qty), sum(l.amount)
FROM transaction_details l JOIN transactions t ON t.id = l.transaction_id WHERE t.status = 'settlement' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO ledger_days (day, amount) SELECT (created_at AT TIME ZONE 'Asia/Jakarta')::date, sum(amount) FROM wallet_ledger GROUP BY 1;
--> statement-breakpoint
-- The customers who deposited in a period (counted distinct) and the requests accepted in it,
-- read off the index alone.
CREATE INDEX "transactions_settled_deposits_idx" ON "transactions" ("created_on") INCLUDE ("customer_id", "bsu_id") WHERE "status" = 'settlement' AND "customer_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wallet_requests_accepted_idx" ON "wallet_requests" ("kind", "decided_at") INCLUDE ("amount", "wallet_id") WHERE "status" = 'accepted';
--> statement-breakpoint
ANALYZE report_months;
--> statement-breakpoint
ANALYZE report_transaction_months;
--> statement-breakpoint
ANALYZE ledger_days;
--> statement-breakpoint
-- The customers registered by a period's end, and those new in it, counted off the index.
CREATE INDEX "customers_created_idx" ON "customers" ("created_at");
