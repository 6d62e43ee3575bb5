// `npm run bench:data`: a national-scale dataset for the benchmark, in set-based SQL.
//   200 parent banks, 2,000 unit banks, 500 waste items, 100,000 customers (with wallets),
//   1,000,000 transactions with about 3,000,000 lines over three years, their ledger entries,
//   50,000 wallet requests, and one customer with 5,000 wallet movements in the last year.
// Same invariants as real data: line amount = round(qty × price, 2) at the price the
// counterparty pays, transaction amount = sum of its lines, one ledger credit per settled
// deposit, accepted top-ups and withdrawals posted once, no balance below zero, stock = what
// settled deposits brought in less what settled pickups took, exact counters (triggers).
//
// PostgreSQL: DATABASE_URL=postgres://… npm run bench:data   (an empty database)
// PGlite:     DATA_DIR=./bench-data npm run bench:data       (an empty directory)
// BENCH_SCALE=0.01 makes a hundredth of it (for a quick look). BENCH_SCALE=10 is the whole
// country (issue 20): 10,000,000 transactions over three years, 500,000 customers, 12,000 unit
// banks under 400 parent banks (the 2021 census: 11,556 banks, 419,204 customers), on PostgreSQL.
// The big steps go in chunks of a million rows, each its own statement and transaction, with
// their progress: the database does the work, this process's memory stays flat.
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import { brokenInvariants } from '../server/domain/invariants';
import { refreshCustomerSearch } from '../server/domain/search';
import { parseServerEnv } from '../server/env';
import { seedAdmin } from '../server/seed/admin';
import { seedRegions } from '../server/seed/regions';
import { addBusyCustomer, BUSY_MOVEMENTS } from './bench-busy';
import { inChunks } from './bench-chunks';
import { FIRST_NAMES, LAST_NAMES } from './bench-names';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const national = scale === 10;
const size = {
  collectors: national ? 400 : Math.max(2, Math.round(200 * scale)),
  bsus: national ? 12_000 : Math.max(4, Math.round(2_000 * scale)),
  itemsPerCollector: 2.5,
  customers: national ? 500_000 : Math.max(20, Math.round(100_000 * scale)),
  transactions: Math.max(100, Math.round(1_000_000 * scale)),
  requests: Math.max(20, Math.round(50_000 * scale)),
};
const env = parseServerEnv({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? './bench-data',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'bench-admin-password',
  SEED_DEMO: 'false',
});

const started = performance.now();
const step = async (label: string, work: () => Promise<unknown>) => {
  const t0 = performance.now();
  await work();
  console.log(`[bench:data] ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
};

const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, max: 2 } : { kind: 'pglite', dataDir: env.DATA_DIR },
);
const db: Db = database.db;
const run = (query: ReturnType<typeof sql>) => db.execute(query);
const count = async (query: ReturnType<typeof sql>) =>
  Number(
    (await db.execute(query).then((r) => ((r as { rows?: unknown[] }).rows ?? r) as { n: number | string }[]))[0]?.n ??
      0,
  );

const [existing] = await db
  .execute(sql`select count(*)::int as n from collectors`)
  .then((r) => ((r as { rows?: unknown[] }).rows ?? r) as { n: number }[]);
if (Number(existing?.n ?? 0) > 0) {
  console.error('[bench:data] the database already holds banks: give an empty database or DATA_DIR');
  process.exit(1);
}

console.log(`[bench:data] ${database.kind}, scale ${scale}: ${JSON.stringify(size)}`);
await step('regions and the administrator', () =>
  db.transaction(async (tx) => {
    await seedRegions(tx, { regions: 'all', log: () => {} });
    await seedAdmin(tx, env);
  }),
);

// 60 given names × 80 family names (scripts/bench-names.ts), every pair about equally often
// (about 21 customers share a full name at full scale): searches by name find what they would
// in a real programme.
const sqlArray = (names: string[]) => `array[${names.map((n) => `'${n}'`).join(',')}]`;
const FIRST = sqlArray(FIRST_NAMES);
const LAST = sqlArray(LAST_NAMES);

// Places: one village per bank, taken across the country (every 13th village code; at the
// national scale every 6th, for 12,400 banks among 83,762 villages).
const villageStride = Math.max(1, Math.min(13, Math.floor(83_000 / (size.collectors + size.bsus))));
await step('parent banks, unit banks and their people', async () => {
  await run(
    sql.raw(`create temporary table bench_places as
    select row_number() over (order by id) as n, id as village_id, substr(replace(id, '.', ''), 1, 4) as prefix
    from (select id from villages where (substr(id, 10)::int % ${villageStride}) = 0 order by id limit ${size.collectors + size.bsus}) v`),
  );
  await run(
    sql.raw(`insert into users (first_name, last_name, email, phone_number, role)
    select (${FIRST})[1 + g % 24], (${LAST})[1 + (g / 24) % 16], 'bsi' || g || '@bench.banksampah.id', '0811' || lpad(g::text, 8, '0'), 'collector'
    from generate_series(1, ${size.collectors}) g`),
  );
  await run(
    sql.raw(`insert into collectors (user_id, unique_code, trash_bank_name, address, latlng, village_id)
    select u.id, p.prefix || lpad((row_number() over (partition by p.prefix order by p.n))::text, 3, '0'),
      'Bank Sampah Induk ' || v.name || ' ' || p.n, 'Jl. Induk No. ' || p.n, null, p.village_id
    from bench_places p join villages v on v.id = p.village_id
    join users u on u.email = 'bsi' || p.n || '@bench.banksampah.id'
    where p.n <= ${size.collectors}`),
  );
  await run(
    sql.raw(`insert into users (first_name, last_name, email, phone_number, role)
    select (${FIRST})[1 + (g * 7) % 24], (${LAST})[1 + (g * 5) % 16], 'bsu' || g || '@bench.banksampah.id', '0812' || lpad(g::text, 8, '0'), 'unit'
    from generate_series(1, ${size.bsus}) g`),
  );
  await run(
    sql.raw(`insert into bsus (user_id, collector_id, unique_code, trash_bank_name, address, village_id)
    select u.id, c.id, p.prefix || lpad((row_number() over (partition by p.prefix order by p.n))::text, 3, '0'),
      'Bank Sampah Unit ' || v.name || ' ' || (p.n - ${size.collectors}), 'Jl. Unit No. ' || (p.n - ${size.collectors}), p.village_id
    from bench_places p join villages v on v.id = p.village_id
    join users u on u.email = 'bsu' || (p.n - ${size.collectors}) || '@bench.banksampah.id'
    join collectors c on c.id = (select min(id) from collectors) + (p.n - ${size.collectors} - 1) % ${size.collectors}
    where p.n > ${size.collectors}`),
  );
  // Codes are never handed out twice: the counters start after the highest one given.
  await run(
    sql.raw(`insert into bank_code_counters (kind, prefix, last)
    select kind, prefix, max(substr(unique_code, 5)::int) from (
      select 'collector' as kind, substr(unique_code, 1, 4) as prefix, unique_code from collectors
      union all select 'bsu', substr(unique_code, 1, 4), unique_code from bsus) c group by kind, prefix`),
  );
});

await step('waste items', () =>
  run(
    sql.raw(`insert into trash (trash_name, category, type, selling_price, buying_price, stock, unit, maximum, status, collector_id)
    select (array['Botol PET','Kardus','Kertas HVS','Kaleng Aluminium','Besi','Gelas Plastik','Koran','Minyak Jelantah','Botol Kaca','Sisa Sayur'])[1 + g % 10] || ' ' || g,
      (array['plastic','paper','paper','metal','metal','plastic','paper','food','glass','food'])[1 + g % 10]::waste_category,
      case when g % 10 = 9 then 'Organik' else 'Non Organik' end::trash_type,
      sp, sp + 50 + (g % 7) * 50, 0, case when g % 10 = 8 then 'pcs' else 'kg' end::trash_unit, 5000, 'active',
      (select min(id) from collectors) + g % ${size.collectors}
    from (select g, round((200 + (g * 37) % 4800)::numeric / 50) * 50 + (g % 3) * 0.25 as sp
          from generate_series(0, ${Math.round(size.collectors * size.itemsPerCollector) - 1}) g) t`),
  ),
);

await step('customers, their users and wallets', async () => {
  await run(
    sql.raw(`insert into users (first_name, last_name, email, phone_number, role, status)
    select (${FIRST})[1 + g % ${FIRST_NAMES.length}], (${LAST})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
      case when g % 3 = 0 then 'nasabah' || g || '@bench.banksampah.id' end, '0857' || lpad(g::text, 8, '0'), 'customer',
      case when g % 97 = 0 then 'inactive' else 'active' end::user_status
    from generate_series(1, ${size.customers}) g`),
  );
  // Customer n belongs to unit bank n mod #units and lives in that bank's village.
  await run(
    sql.raw(`insert into customers (user_id, nik, address, gender, postal_code, village_id)
    select u.id, substr(replace(b.village_id, '.', ''), 1, 6) || lpad(g::text, 10, '0'), 'Jl. Nasabah No. ' || (g % 200 + 1),
      case when g % 2 = 0 then 'Laki-laki' else 'Perempuan' end::gender, lpad((40000 + g % 9999)::text, 5, '0'), b.village_id
    from generate_series(1, ${size.customers}) g
    join users u on u.phone_number = '0857' || lpad(g::text, 8, '0')
    join bsus b on b.id = (select min(id) from bsus) + g % ${size.bsus}`),
  );
  await run(sql`insert into wallets (user_id) select user_id from customers`);
});

await step('customer search texts and sort names', () => refreshCustomerSearch(db));

// Transactions: 90% deposits by a unit bank's own customers, 10% pickups by its parent bank;
// 85% settled, 12% pending, 3% cancelled; spread over three years.
await step(`${size.transactions.toLocaleString('en')} transactions`, () =>
  inChunks('transactions', 1, size.transactions, (lo, hi) =>
    run(
      sql.raw(`insert into transactions (bsu_id, tenant_id, customer_id, collector_id, status, amount, created_on, settled_at)
    select b.id, b.collector_id, case when g % 10 <> 0 then c.id end, case when g % 10 = 0 then b.collector_id end,
      case when g % 100 < 85 then 'settlement' when g % 100 < 97 then 'pending' else 'cancelled' end::transaction_status, 0, at,
      case when g % 100 < 85 then at + interval '2 hours' end
    from (select g, now() - (interval '1095 days') * (((g::bigint * 7919) % ${size.transactions})::float / ${size.transactions}) as at,
            (select min(id) from customers) + (g * 31) % ${size.customers} as customer_id from generate_series(${lo}, ${hi}) g) t
    join customers c on c.id = t.customer_id
    join bsus b on b.id = (select min(id) from bsus) + (t.customer_id - (select min(id) from customers)) % ${size.bsus}`),
    ),
  ),
);
const firstTransaction = await count(sql`select min(id) as n from transactions`);
const lastTransaction = await count(sql`select max(id) as n from transactions`);
/** Each chunk of transaction ids, [lo, hi]. */
const byTransaction = (label: string, work: (lo: number, hi: number) => Promise<unknown>) =>
  inChunks(label, firstTransaction, lastTransaction, work);

// One to five lines each (three on average), items of the unit bank's parent, the price its
// counterparty pays: selling_price to a customer, buying_price from the parent bank.
await step('transaction lines and totals', async () => {
  await run(
    sql.raw(`create temporary table bench_items as
    select collector_id, array_agg(id order by id) as ids from trash group by collector_id`),
  );
  await byTransaction('lines', (lo, hi) =>
    run(
      sql.raw(`insert into transaction_details (transaction_id, tenant_id, trash_id, qty, unit, price, amount)
    select t.id, t.tenant_id, i.id, q.qty, i.unit, p.price, round(q.qty * p.price, 2)
    from transactions t
    join bench_items bi on bi.collector_id = t.tenant_id
    cross join lateral generate_series(1, 1 + (t.id % 5)::int) n
    join trash i on i.id = bi.ids[1 + ((t.id + n) % array_length(bi.ids, 1))::int]
    cross join lateral (select case when t.customer_id is null then round(0.1 + ((t.id * n) % 20) / 10.0, 1)
                                  else round(0.5 + ((t.id * 7 + n) % 195) / 10.0, 1) end as qty) q
    cross join lateral (select case when t.customer_id is null then i.buying_price else i.selling_price end as price) p
    where t.id between ${lo} and ${hi}`),
    ),
  );
  await byTransaction('totals', (lo, hi) =>
    run(
      sql`update transactions t set amount = d.total from (select transaction_id, tenant_id, sum(amount) as total from transaction_details where transaction_id between ${lo} and ${hi} group by transaction_id, tenant_id) d where d.transaction_id = t.id and d.tenant_id = t.tenant_id`,
    ),
  );
  // What settled deposits brought in, less what settled pickups took.
  await run(sql`update trash set stock = s.stock from (
      select d.trash_id, sum(case when t.customer_id is null then -d.qty else d.qty end) as stock
      from transaction_details d join transactions t on t.id = d.transaction_id where t.status = 'settlement' group by d.trash_id) s
    where s.trash_id = trash.id`);
});

await step('ledger credits of settled deposits', () =>
  byTransaction('ledger credits', (lo, hi) =>
    run(sql`insert into wallet_ledger (wallet_id, kind, amount, transaction_id, created_at)
    select w.id, 'transaction', t.amount, t.id, t.settled_at
    from transactions t join customers c on c.id = t.customer_id join wallets w on w.user_id = c.user_id
    where t.status = 'settlement' and t.id between ${lo} and ${hi}`),
  ),
);

// Requests: half top-ups, half withdrawals; 80% accepted, 5% rejected, 15% pending. A
// withdrawal asks for a tenth of what the customer's deposits credited, so no balance (and no
// available balance, pending withdrawals held) ever goes below zero.
await step(`${size.requests.toLocaleString('en')} wallet requests and their ledger entries`, async () => {
  await run(
    sql.raw(`insert into wallet_requests (wallet_id, kind, status, amount, total, bank_name, account_number, cardholder_name, decided_at, created_at)
    select w.id, r.kind, r.status, a.amount, case when r.kind = 'topup' then a.amount + 2500 else a.amount end,
      case when r.kind = 'withdraw' then (array['BCA','BRI','BNI','Mandiri','BSI'])[1 + r.g % 5] end,
      case when r.kind = 'withdraw' then lpad((r.g::bigint * 7919)::text, 10, '0') end,
      case when r.kind = 'withdraw' then upper(u.first_name) end,
      case when r.status <> 'pending' then now() - interval '1 day' * (r.g % 300) end, now() - interval '1 day' * (r.g % 300) - interval '1 hour'
    from (select g, case when g % 2 = 0 then 'topup' else 'withdraw' end::wallet_request_kind as kind,
            case when g % 100 < 80 then 'accepted' when g % 100 < 85 then 'rejected' else 'pending' end::wallet_request_status as status,
            (select min(id) from wallets) + (g * 17) % ${size.customers} as wallet_id
          from generate_series(1, ${size.requests}) g) r
    join wallets w on w.id = r.wallet_id
    join users u on u.id = w.user_id
    cross join lateral (select case when r.kind = 'topup' then (10 + r.g % 40) * 1000.00
      else greatest(1000, floor(coalesce((select sum(amount) from wallet_ledger l where l.wallet_id = w.id), 0) / 10 / 100) * 100) end as amount) a
    where r.kind = 'topup' or coalesce((select sum(amount) from wallet_ledger l where l.wallet_id = w.id), 0) >= 10000`),
  );
  await run(sql`insert into wallet_ledger (wallet_id, kind, amount, wallet_request_id, created_at)
    select wallet_id, kind::text::ledger_kind, case when kind = 'topup' then amount else -amount end, id, decided_at
    from wallet_requests where status = 'accepted'`);
});

await step(`a customer with ${BUSY_MOVEMENTS.toLocaleString('en')} wallet movements (the passbook case)`, () =>
  addBusyCustomer(db),
);

await step('statistics (VACUUM ANALYZE)', () => run(sql`vacuum analyze`));

const broken = await brokenInvariants(db);
if (Object.keys(broken).length) {
  console.error('[bench:data] rules broken:', broken);
  process.exit(1);
}
console.log('[bench:data] every invariant holds (server/domain/invariants.ts)');
// Every bank and transaction asked for is there (a join that finds nothing would drop rows quietly).
for (const [table, wanted] of [
  ['collectors', size.collectors],
  ['bsus', size.bsus],
  ['transactions', size.transactions],
] as const) {
  const made = await count(sql.raw(`select count(*) as n from ${table}`));
  if (made !== wanted) {
    console.error(`[bench:data] ${table}: ${made.toLocaleString('en')} made, ${wanted.toLocaleString('en')} asked for`);
    process.exit(1);
  }
}
const totals = await db.execute(sql`select name, value from row_counts order by name`);
console.log('[bench:data] counters:', JSON.stringify((totals as { rows?: unknown[] }).rows ?? totals));
console.log(`[bench:data] done in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
await database.close();
