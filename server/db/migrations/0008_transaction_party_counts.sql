CREATE TABLE "transaction_party_counts" (
	"party" varchar(16) NOT NULL,
	"party_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "transaction_party_counts_party_party_id_pk" PRIMARY KEY("party","party_id")
);
--> statement-breakpoint
-- Adds per-party deltas, in key order (a fixed lock order for concurrent writers).
CREATE FUNCTION transaction_party_counts_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO transaction_party_counts (party, party_id, n)
  SELECT c->>'party', (c->>'id')::int, sum((c->>'n')::bigint)
  FROM jsonb_array_elements(changes) c GROUP BY 1, 2 HAVING sum((c->>'n')::bigint) <> 0 ORDER BY 1, 2
  ON CONFLICT (party, party_id) DO UPDATE SET n = transaction_party_counts.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION transaction_party_counts_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('party', party, 'id', id, 'n', n)) INTO added FROM (
      SELECT 'customer' AS party, customer_id AS id, count(*) AS n FROM new_rows WHERE customer_id IS NOT NULL GROUP BY customer_id
      UNION ALL SELECT 'collector', collector_id, count(*) FROM new_rows WHERE collector_id IS NOT NULL GROUP BY collector_id
      UNION ALL SELECT 'bsu', bsu_id, count(*) FROM new_rows GROUP BY bsu_id
    ) s;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('party', party, 'id', id, 'n', -n)) INTO removed FROM (
      SELECT 'customer' AS party, customer_id AS id, count(*) AS n FROM old_rows WHERE customer_id IS NOT NULL GROUP BY customer_id
      UNION ALL SELECT 'collector', collector_id, count(*) FROM old_rows WHERE collector_id IS NOT NULL GROUP BY collector_id
      UNION ALL SELECT 'bsu', bsu_id, count(*) FROM old_rows GROUP BY bsu_id
    ) s;
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM transaction_party_counts_add(coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_party_counts_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_party_counts_count();
--> statement-breakpoint
-- A status change adds and removes the same parties: nothing moves (the HAVING above).
CREATE TRIGGER transactions_party_counts_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_party_counts_count();
--> statement-breakpoint
CREATE TRIGGER transactions_party_counts_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_party_counts_count();
--> statement-breakpoint
-- The transactions already there.
INSERT INTO transaction_party_counts (party, party_id, n)
SELECT 'customer', customer_id, count(*) FROM transactions WHERE customer_id IS NOT NULL GROUP BY customer_id
UNION ALL SELECT 'collector', collector_id, count(*) FROM transactions WHERE collector_id IS NOT NULL GROUP BY collector_id
UNION ALL SELECT 'bsu', bsu_id, count(*) FROM transactions GROUP BY bsu_id;
--> statement-breakpoint
ANALYZE transaction_party_counts;
