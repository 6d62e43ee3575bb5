CREATE TABLE "report_programme_months" (
	"month" date NOT NULL,
	"trash_id" integer NOT NULL,
	"unit" "trash_unit" NOT NULL,
	"deposit" boolean NOT NULL,
	"qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_programme_months_month_trash_id_unit_deposit_pk" PRIMARY KEY("month","trash_id","unit","deposit")
);
--> statement-breakpoint
CREATE TABLE "report_programme_transaction_months" (
	"month" date NOT NULL,
	"deposit" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_programme_transaction_months_month_deposit_pk" PRIMARY KEY("month","deposit")
);
--> statement-breakpoint
CREATE TABLE "wallet_request_months" (
	"month" date NOT NULL,
	"kind" "wallet_request_kind" NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "wallet_request_months_month_kind_pk" PRIMARY KEY("month","kind")
);
--> statement-breakpoint
-- The programme's sums follow the unit banks' (kept by the triggers of migration 0019) through
-- add_statement_sums (migration 0022): each statement that writes report_months or
-- report_transaction_months adds its net change, summed over the banks. Accepted top-ups and
-- withdrawals are summed per Jakarta month of their decision (one without a decision time is in
-- no period, as the reports read them).
CREATE TRIGGER report_months_programme_insert AFTER INSERT ON report_months REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('report_programme_months', 'month, trash_id, unit, deposit', 'qty, amount', 'month, trash_id, unit, deposit', 'true', 'sum(qty)', 'sum(amount)');
--> statement-breakpoint
CREATE TRIGGER report_months_programme_update AFTER UPDATE ON report_months REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('report_programme_months', 'month, trash_id, unit, deposit', 'qty, amount', 'month, trash_id, unit, deposit', 'true', 'sum(qty)', 'sum(amount)');
--> statement-breakpoint
CREATE TRIGGER report_months_programme_delete AFTER DELETE ON report_months REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('report_programme_months', 'month, trash_id, unit, deposit', 'qty, amount', 'month, trash_id, unit, deposit', 'true', 'sum(qty)', 'sum(amount)');
--> statement-breakpoint
CREATE TRIGGER report_transaction_months_programme_insert AFTER INSERT ON report_transaction_months REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('report_programme_transaction_months', 'month, deposit', 'n, amount', 'month, deposit', 'true', 'sum(n)', 'sum(amount)');
--> statement-breakpoint
CREATE TRIGGER report_transaction_months_programme_update AFTER UPDATE ON report_transaction_months REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('report_programme_transaction_months', 'month, deposit', 'n, amount', 'month, deposit', 'true', 'sum(n)', 'sum(amount)');
--> statement-breakpoint
CREATE TRIGGER report_transaction_months_programme_delete AFTER DELETE ON report_transaction_months REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('report_programme_transaction_months', 'month, deposit', 'n, amount', 'month, deposit', 'true', 'sum(n)', 'sum(amount)');
--> statement-breakpoint
CREATE TRIGGER wallet_requests_months_insert AFTER INSERT ON wallet_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('wallet_request_months', 'month, kind', 'n, amount',
    'date_trunc(''month'', decided_at AT TIME ZONE ''Asia/Jakarta'')::date AS month, kind', 'status = ''accepted'' AND decided_at IS NOT NULL', 'count(*)', 'sum(amount)');
--> statement-breakpoint
CREATE TRIGGER wallet_requests_months_update AFTER UPDATE ON wallet_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('wallet_request_months', 'month, kind', 'n, amount',
    'date_trunc(''month'', decided_at AT TIME ZONE ''Asia/Jakarta'')::date AS month, kind', 'status = ''accepted'' AND decided_at IS NOT NULL', 'count(*)', 'sum(amount)');
--> statement-breakpoint
CREATE TRIGGER wallet_requests_months_delete AFTER DELETE ON wallet_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('wallet_request_months', 'month, kind', 'n, amount',
    'date_trunc(''month'', decided_at AT TIME ZONE ''Asia/Jakarta'')::date AS month, kind', 'status = ''accepted'' AND decided_at IS NOT NULL', 'count(*)', 'sum(amount)');
--> statement-breakpoint
INSERT INTO report_programme_months (month, trash_id, unit, deposit, qty, amount)
  SELECT month, trash_id, unit, deposit, sum(qty), sum(amount) FROM report_months GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_programme_transaction_months (month, deposit, n, amount)
  SELECT month, deposit, sum(n), sum(amount) FROM report_transaction_months GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO wallet_request_months (month, kind, n, amount)
  SELECT date_trunc('month', decided_at AT TIME ZONE 'Asia/Jakarta')::date, kind, count(*), sum(amount)
  FROM wallet_requests WHERE status = 'accepted' AND decided_at IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE report_programme_months;
--> statement-breakpoint
ANALYZE report_programme_transaction_months;
--> statement-breakpoint
ANALYZE wallet_request_months;
