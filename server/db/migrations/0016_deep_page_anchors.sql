CREATE TABLE "transaction_amounts" (
	"bucket" numeric(16, 2) NOT NULL,
	"status" "transaction_status" NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "transaction_amounts_bucket_status_pk" PRIMARY KEY("bucket","status")
);
--> statement-breakpoint
-- An amount's bucket: the amount cut to three significant digits (12,345 → 12,300; 5 → 5). It
-- never decreases as the amount grows and each bucket value is its own bucket, so the rows of the
-- buckets below a bucket value are exactly the rows whose amount is below it.
CREATE FUNCTION transaction_amount_bucket(amount numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN amount <= 0 THEN 0 ELSE trunc(amount, 2 - floor(log(amount))::int) END
$$;
--> statement-breakpoint
-- Adds each statement's per-(bucket, status) deltas, in key order (a fixed lock order for
-- concurrent writers); the transition tables are read by name in the dynamic statement.
CREATE FUNCTION transaction_amounts_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part constant text := 'SELECT transaction_amount_bucket(amount) AS bucket, status, %s count(*) AS n FROM %I GROUP BY 1, 2';
  parts text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN parts := parts || format(part, '', 'new_rows'); END IF;
  IF TG_OP <> 'INSERT' THEN parts := parts || format(part, '-', 'old_rows'); END IF;
  EXECUTE format('INSERT INTO transaction_amounts (bucket, status, n)
    SELECT bucket, status, sum(n) FROM (%s) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (bucket, status) DO UPDATE SET n = transaction_amounts.n + excluded.n', array_to_string(parts, ' UNION ALL '));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_amounts_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_amounts_count();
--> statement-breakpoint
CREATE TRIGGER transactions_amounts_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_amounts_count();
--> statement-breakpoint
CREATE TRIGGER transactions_amounts_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_amounts_count();
--> statement-breakpoint
INSERT INTO transaction_amounts (bucket, status, n) SELECT transaction_amount_bucket(amount), status, count(*) FROM transactions GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE transaction_amounts;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "status" "user_status" DEFAULT 'active' NOT NULL;
--> statement-breakpoint
UPDATE "customers" SET "status" = u.status FROM "users" u WHERE u.id = "customers"."user_id" AND u.status <> 'active';
--> statement-breakpoint
-- customers.status is the person's status: set from users when a customer row is written, and
-- carried over whenever the person's status changes.
CREATE FUNCTION customer_status_from_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.status := (SELECT status FROM users WHERE id = NEW.user_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_status_from_person BEFORE INSERT OR UPDATE OF user_id, status ON customers FOR EACH ROW EXECUTE FUNCTION customer_status_from_person();
--> statement-breakpoint
CREATE FUNCTION person_status_to_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET status = NEW.status WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_status_to_customer AFTER UPDATE OF status ON users FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION person_status_to_customer();
--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status","id");
