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
-- One trigger function for every table of sums kept from another table's rows (the earlier
-- migrations each wrote their own): it adds each statement's net change, per key, in key order
-- (a fixed lock order for concurrent writers), reading the transition tables by name. Arguments:
-- [0] the table of sums; [1] its key columns; [2] its summed columns; [3] a changed row's key,
-- as a select list named as [1]; [4] which changed rows count; [5…] one aggregate of those rows
-- per column of [2]. A row that left counts negative.
CREATE FUNCTION add_statement_sums() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text[] := string_to_array(replace(TG_ARGV[2], ' ', ''), ',');
  groups constant text := (SELECT string_agg(g::text, ', ') FROM generate_series(1, array_length(string_to_array(TG_ARGV[1], ','), 1)) g);
  aggregates text := '';
  part text;
  parts text[] := '{}';
BEGIN
  FOR i IN 1 .. array_length(cols, 1) LOOP
    aggregates := aggregates || format(', %%1$s (%s) AS %I', TG_ARGV[4 + i], cols[i]);
  END LOOP;
  part := format('SELECT %s%s FROM %%2$I WHERE %s GROUP BY %s', TG_ARGV[3], aggregates, TG_ARGV[4], groups);
  IF TG_OP <> 'DELETE' THEN parts := parts || format(part, '', 'new_rows'); END IF;
  IF TG_OP <> 'INSERT' THEN parts := parts || format(part, '-', 'old_rows'); END IF;
  EXECUTE format('INSERT INTO %1$I (%2$s, %3$s) SELECT %2$s, %4$s FROM (%5$s) d GROUP BY %6$s HAVING %7$s ORDER BY %6$s
      ON CONFLICT (%2$s) DO UPDATE SET %8$s',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2],
    (SELECT string_agg(format('sum(%I)', c), ', ') FROM unnest(cols) c),
    array_to_string(parts, ' UNION ALL '), groups,
    (SELECT string_agg(format('sum(%I) <> 0', c), ' OR ') FROM unnest(cols) c),
    (SELECT string_agg(format('%1$I = %2$I.%1$I + excluded.%1$I', c, TG_ARGV[0]), ', ') FROM unnest(cols) c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_names_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('customer_names', 'bucket, status', 'n', 'customer_name_bucket(sort_name) AS bucket, status', 'true', 'count(*)');
--> statement-breakpoint
CREATE TRIGGER customers_names_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('customer_names', 'bucket, status', 'n', 'customer_name_bucket(sort_name) AS bucket, status', 'true', 'count(*)');
--> statement-breakpoint
CREATE TRIGGER customers_names_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION add_statement_sums('customer_names', 'bucket, status', 'n', 'customer_name_bucket(sort_name) AS bucket, status', 'true', 'count(*)');
--> statement-breakpoint
INSERT INTO customer_names (bucket, status, n) SELECT customer_name_bucket(sort_name), status, count(*) FROM customers GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE customer_name_bounds;
--> statement-breakpoint
ANALYZE customer_names;
