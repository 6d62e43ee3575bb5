CREATE TABLE "transaction_days" (
	"day" date NOT NULL,
	"status" "transaction_status" NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "transaction_days_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
-- A transaction's day: the UTC date of created_on (any fixed bucketing works: it only anchors
-- deep pages; the list's own order is created_on, id).
CREATE FUNCTION transaction_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
-- Adds per-(day, status) deltas, in key order (a fixed lock order for concurrent writers).
CREATE FUNCTION transaction_days_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO transaction_days (day, status, n)
  SELECT (c->>'day')::date, (c->>'status')::transaction_status, sum((c->>'n')::bigint)
  FROM jsonb_array_elements(changes) c GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, status) DO UPDATE SET n = transaction_days.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION transaction_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'n', n)) INTO changes
    FROM (SELECT transaction_day(created_on) AS day, status, count(*) AS n FROM new_rows GROUP BY 1, 2) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'n', -n)) INTO changes
    FROM (SELECT transaction_day(created_on) AS day, status, count(*) AS n FROM old_rows GROUP BY 1, 2) s;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'n', n)) INTO changes FROM (
      SELECT day, status, sum(n) AS n FROM (
        SELECT transaction_day(created_on) AS day, status, count(*) AS n FROM new_rows GROUP BY 1, 2
        UNION ALL SELECT transaction_day(created_on), status, -count(*) FROM old_rows GROUP BY 1, 2
      ) d GROUP BY day, status HAVING sum(n) <> 0
    ) s;
  END IF;
  IF changes IS NOT NULL THEN PERFORM transaction_days_add(changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_days_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_days_count();
--> statement-breakpoint
CREATE TRIGGER transactions_days_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_days_count();
--> statement-breakpoint
CREATE TRIGGER transactions_days_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_days_count();
--> statement-breakpoint
-- The transactions already there.
INSERT INTO transaction_days (day, status, n) SELECT transaction_day(created_on), status, count(*) FROM transactions GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE transaction_days;
