// The passbook's benchmark case (issue 18): a customer with 5,000 wallet movements in the last
// year, the newest customer (the one the benchmark's searches and passbook read): accepted
// top-ups, one every 1.7 hours back from now, each with its ledger credit, as real top-ups are.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';

export const BUSY_MOVEMENTS = 5_000;

/** Adds the busy customer's top-ups unless their wallet already has that many movements. */
export async function addBusyCustomer(db: Db): Promise<void> {
  const wallet = sql`(select w.id from wallets w join customers c on c.user_id = w.user_id order by c.id desc limit 1)`;
  const rows = await db.execute(sql`select count(*)::int as n from wallet_ledger where wallet_id = ${wallet}`);
  const [row] = ((rows as { rows?: unknown[] }).rows ?? rows) as { n: number }[];
  if (Number(row?.n ?? 0) >= BUSY_MOVEMENTS) return;
  await db.execute(sql`insert into wallet_requests (wallet_id, kind, status, amount, total, decided_at, created_at)
    select ${wallet}, 'topup', 'accepted', (10 + g % 40) * 1000.00, (10 + g % 40) * 1000.00 + 2500,
      now() - interval '1 hour' * (g * 1.7), now() - interval '1 hour' * (g * 1.7) - interval '10 minutes'
    from generate_series(1, ${BUSY_MOVEMENTS}) g`);
  await db.execute(sql`insert into wallet_ledger (wallet_id, kind, amount, wallet_request_id, created_at)
    select wallet_id, 'topup', amount, id, decided_at from wallet_requests
    where wallet_id = ${wallet} and kind = 'topup' and status = 'accepted'
      and not exists (select 1 from wallet_ledger l where l.wallet_request_id = wallet_requests.id)`);
}
