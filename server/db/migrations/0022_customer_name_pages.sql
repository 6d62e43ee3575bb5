CREATE TABLE "customer_name_bounds" (
	"bound" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_names" (
	"bucket" text NOT NULL,
	"status" "user_status" NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_names_bucket_status_pk" PRIMARY KEY("bucket","status")
);
--> statement-breakpoint
-- '' and every one- and two-letter lower-case prefix: 703 bounds, so that each bucket holds a
-- small share of the customers (a common first name is a few per cent of them).
INSERT INTO customer_name_bounds (bound)
  SELECT '' UNION SELECT chr(97 + a) FROM generate_series(0, 25) a
  UNION SELECT chr(97 + a) || chr(97 + b) FROM generate_series(0, 25) a, generate_series(0, 25) b;
--> statement-breakpoint
-- A name's bucket: the greatest bound not above it, compared in the database's collation (the
-- one customers_sort_name_idx is ordered by). It never decreases as the name grows, so the
-- customers of the buckets below a bound are exactly those whose name is below it.
CREATE FUNCTION customer_name_bucket(name text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT max(bound) FROM customer_name_bounds WHERE bound <= name
$$;
--> statement-breakpoint
-- Adds each statement's per-(bucket, status) deltas in key order, as transaction_amounts_count does.
CREATE FUNCTION customer_names_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part constant text := 'SELECT customer_name_bucket(sort_name) AS bucket, status, %s count(*) AS n FROM %I GROUP BY 1, 2';
  parts text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN parts := parts || format(part, '', 'new_rows'); END IF;
  IF TG_OP <> 'INSERT' THEN parts := parts || format(part, '-', 'old_rows'); END IF;
  EXECUTE format('INSERT INTO customer_names (bucket, status, n)
    SELECT bucket, status, sum(n) FROM (%s) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (bucket, status) DO UPDATE SET n = customer_names.n + excluded.n', array_to_string(parts, ' UNION ALL '));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_names_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_names_count();
--> statement-breakpoint
CREATE TRIGGER customers_names_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_names_count();
--> statement-breakpoint
CREATE TRIGGER customers_names_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_names_count();
--> statement-breakpoint
INSERT INTO customer_names (bucket, status, n) SELECT customer_name_bucket(sort_name), status, count(*) FROM customers GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE customer_name_bounds;
--> statement-breakpoint
ANALYZE customer_names;
