// What must hold in any database of ours, however its data got there (the API, the seed, the
// scale dataset, a crash and a restart): each check counts the rows that break a rule.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const checks = {
  'transaction total is the sum of its lines': sql`
    select count(*) as n from transactions t
    where t.amount <> coalesce((select sum(d.amount) from transaction_details d where d.transaction_id = t.id), 0)`,
  'a line carries its transaction’s tenant key': sql`
    select count(*) as n from transaction_details d join transactions t on t.id = d.transaction_id where d.tenant_id <> t.tenant_id`,
  'line amount is round(qty × price, 2)': sql`select count(*) as n from transaction_details where amount <> round(qty * price, 2)`,
  'settled deposits are credited exactly once': sql`
    select count(*) as n from transactions t
    where t.customer_id is not null
      and (select count(*) from wallet_ledger l where l.transaction_id = t.id) <> case when t.status = 'settlement' then 1 else 0 end`,
  'pickups are never credited': sql`
    select count(*) as n from wallet_ledger l join transactions t on t.id = l.transaction_id where t.customer_id is null`,
  'ledger credits equal their transaction': sql`
    select count(*) as n from wallet_ledger l join transactions t on t.id = l.transaction_id where l.amount <> t.amount`,
  'accepted requests are posted exactly once, others never': sql`
    select count(*) as n from wallet_requests r
    where (select count(*) from wallet_ledger l where l.wallet_request_id = r.id) <> case when r.status = 'accepted' then 1 else 0 end`,
  'request postings carry the right sign and amount': sql`
    select count(*) as n from wallet_ledger l join wallet_requests r on r.id = l.wallet_request_id
    where l.amount <> case when r.kind = 'topup' then r.amount else -r.amount end`,
  'no balance below zero, pending withdrawals held': sql`
    select count(*) as n from wallets w
    where coalesce((select sum(amount) from wallet_ledger l where l.wallet_id = w.id), 0)
      - coalesce((select sum(amount) from wallet_requests r where r.wallet_id = w.id and r.kind = 'withdraw' and r.status = 'pending'), 0) < 0`,
  'counters equal the rows they count': sql`
    select count(*) as n from (
      select * from (
        select 'transactions:' || status as name, count(*) as value from transactions group by status
        union all select 'wallet_requests:' || kind || ':' || status, count(*) from wallet_requests group by kind, status
        union all select 'customers', count(*) from customers
        union all select 'wallets', count(*) from wallets
      ) counted where value <> 0
    ) actual full join (select name, value from row_counts where value <> 0) kept using (name)
    where actual.value is distinct from kept.value`,
  'deep-page counters equal the rows they count': sql`
    select count(*) as n from (
      select 'day' as kind, transaction_day(created_on)::text as key, status::text, count(*) as value from transactions group by 2, 3
      union all select 'amount', transaction_amount_bucket(amount)::numeric(16, 2)::text, status::text, count(*) from transactions group by 2, 3
      union all select 'name', customer_name_bucket(sort_name), status::text, count(*) from customers group by 2, 3
    ) actual full join (
      select 'day' as kind, day::text as key, status::text, n as value from transaction_days where n <> 0
      union all select 'amount', bucket::text, status::text, n from transaction_amounts where n <> 0
      union all select 'name', bucket, status::text, n from customer_names where n <> 0
    ) kept using (kind, key, status)
    where actual.value is distinct from kept.value`,
  'report sums equal the rows they sum': sql`
    select count(*) as n from (
      select 'line' as kind, concat_ws(':', date_trunc('month', t.created_on at time zone 'Asia/Jakarta')::date, t.bsu_id, d.trash_id,
          d.unit, t.customer_id is not null) as key, sum(d.qty)::numeric(16, 3)::text || '/' || sum(d.amount)::numeric(16, 2)::text as value
        from transaction_details d join transactions t on t.id = d.transaction_id where t.status = 'settlement' group by 2
      union all select 'transaction', concat_ws(':', date_trunc('month', created_on at time zone 'Asia/Jakarta')::date, bsu_id,
          customer_id is not null), count(*)::text || '/' || sum(amount)::numeric(16, 2)::text from transactions where status = 'settlement' group by 2
      union all select 'ledger', (created_at at time zone 'Asia/Jakarta')::date::text, sum(amount)::numeric(16, 2)::text
        from wallet_ledger group by 2 having sum(amount) <> 0
    ) actual full join (
      select 'line' as kind, concat_ws(':', month, bsu_id, trash_id, unit, deposit) as key, qty::numeric(16, 3)::text || '/' || amount::numeric(16, 2)::text as value
        from report_months where qty <> 0 or amount <> 0
      union all select 'transaction', concat_ws(':', month, bsu_id, deposit), n::text || '/' || amount::numeric(16, 2)::text
        from report_transaction_months where n <> 0 or amount <> 0
      union all select 'ledger', day::text, amount::numeric(16, 2)::text from ledger_days where amount <> 0
    ) kept using (kind, key)
    where actual.value is distinct from kept.value`,
  "the programme's sums equal the unit banks' and the requests they sum": sql`
    select count(*) as n from (
      select 'line' as kind, concat_ws(':', month, trash_id, unit, deposit) as key, sum(qty)::numeric(16, 3)::text || '/' || sum(amount)::numeric(16, 2)::text as value
        from report_months group by 2 having sum(qty) <> 0 or sum(amount) <> 0
      union all select 'transaction', concat_ws(':', month, deposit), sum(n)::text || '/' || sum(amount)::numeric(16, 2)::text
        from report_transaction_months group by 2 having sum(n) <> 0 or sum(amount) <> 0
      union all select 'request', concat_ws(':', date_trunc('month', decided_at at time zone 'Asia/Jakarta')::date, kind),
          count(*)::text || '/' || sum(amount)::numeric(16, 2)::text from wallet_requests
          where status = 'accepted' and decided_at is not null group by 2
    ) actual full join (
      select 'line' as kind, concat_ws(':', month, trash_id, unit, deposit) as key, qty::numeric(16, 3)::text || '/' || amount::numeric(16, 2)::text as value
        from report_programme_months where qty <> 0 or amount <> 0
      union all select 'transaction', concat_ws(':', month, deposit), n::text || '/' || amount::numeric(16, 2)::text
        from report_programme_transaction_months where n <> 0 or amount <> 0
      union all select 'request', concat_ws(':', month, kind), n::text || '/' || amount::numeric(16, 2)::text
        from wallet_request_months where n <> 0 or amount <> 0
    ) kept using (kind, key)
    where actual.value is distinct from kept.value`,
  "a customer's status is their person's": sql`
    select count(*) as n from customers c join users u on u.id = c.user_id where c.status <> u.status`,
  'dashboard counts equal what they count': sql`
    select count(*) as n from (
      select 'bsu' as kind, bsu_id as id, count(*) as value from transactions where status <> 'cancelled' group by bsu_id
      union all select 'trash', d.trash_id, count(*) from transaction_details d join transactions t on t.id = d.transaction_id
        where t.status <> 'cancelled' group by d.trash_id
    ) actual full join (
      select 'bsu' as kind, bsu_id as id, purchase_count as value from bsu_stats where purchase_count <> 0
      union all select 'trash', trash_id, purchase_count from trash_stats where purchase_count <> 0
    ) kept using (kind, id)
    where actual.value is distinct from kept.value`,
};

type Rule = keyof typeof checks;

/** The rules broken (all, or those named), each with the number of rows breaking it; empty when all hold. */
export async function brokenInvariants(
  db: Db,
  rules: Rule[] = Object.keys(checks) as Rule[],
): Promise<Record<string, number>> {
  const broken: Record<string, number> = {};
  for (const rule of rules) {
    const result = (await db.execute(checks[rule])) as unknown as { rows?: { n: string | number }[] } & {
      n: string | number;
    }[];
    const n = Number((result.rows ?? result)[0]?.n ?? 0);
    if (n > 0) broken[rule] = n;
  }
  return broken;
}
