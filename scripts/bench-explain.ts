// `npm run bench:explain`: the query plans of the hot list and search shapes, on the scale
// dataset (npm run bench:data). Each case is sent to the API as the benchmark sends it; the
// SQL the API ran is captured and run again under EXPLAIN (ANALYZE, BUFFERS). Flags any
// sequential scan of a large table.
//   PostgreSQL: DATABASE_URL=postgres://…/bench npm run bench:explain   PGlite: DATA_DIR=./bench-data npm run bench:explain
import path from 'node:path';
import { sql, type Logger } from 'drizzle-orm';
import type { z } from 'zod';
import { bsuListSchema } from '../lib/schemas/bsus';
import { customerListSchema } from '../lib/schemas/customers';
import { transactionListSchema } from '../lib/schemas/transactions';
import { createApp } from '../server/app';
import { hotCases, subjectsOf } from './bench-cases';
import { openDatabase } from '../server/db/client';
import { parseServerEnv } from '../server/env';

/** More than this between a statement's execution time and its plan's own: set-up, not work. */
const SET_UP_MS = 5;
const LARGE = ['transactions', 'transaction_details', 'wallet_ledger', 'customers', 'users', 'wallet_requests'];
let captured: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };

const url = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR ?? 'bench-data');
const database = await openDatabase(
  url ? { kind: 'postgres', url, max: 2, logger } : { kind: 'pglite', dataDir, logger },
);
const env = parseServerEnv({ ...process.env, DATA_DIR: dataDir });
const app = createApp({ db: database.db, env });
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@banksampah.id',
  password: process.env.ADMIN_PASSWORD ?? 'bench-admin-password',
};

const signIn = await app.request('/auth/admin/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
});
if (signIn.status !== 200) throw new Error(`sign-in refused (${signIn.status}): run npm run bench:data first`);
const auth = { authorization: `Bearer ${((await signIn.json()) as { jwt_token: string }).jwt_token}` };
const get = async <T extends z.ZodType>(p: string, schema: T): Promise<z.infer<T>> =>
  schema.parse(await (await app.request(p, { headers: auth })).json());

const firstTx = (await get('/strict/transaction?per_page=1', transactionListSchema)).items[0]!;
const customer = (await get('/strict/customer?per_page=1', customerListSchema)).items[0]!;
const bsu = (await get('/strict/bsu?per_page=1', bsuListSchema)).items[0]!;
const cases = hotCases(subjectsOf(firstTx, customer, bsu));

/** The SQL text with its parameters inlined as literals, for EXPLAIN. */
function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (Array.isArray(value))
      return `ARRAY[${value.map((v) => (typeof v === 'number' ? v : `'${String(v).replace(/'/g, "''")}'`)).join(',')}]`;
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

const findings: string[] = [];
for (const [label, p] of cases) {
  await app.request(p, { headers: auth }); // warm
  captured = [];
  const res = await app.request(p, { headers: auth });
  const statements = captured.filter((c) => /^\s*(select|with)/i.test(c.query));
  console.log(`\n=== ${label}: GET ${decodeURIComponent(p)} → ${res.status}, ${statements.length} statement(s)`);
  for (const { query, params } of statements) {
    const plan = await database.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${inline(query, params)}`));
    const lines =
      (plan as unknown as { rows: Record<string, string>[] }).rows ?? (plan as unknown as Record<string, string>[]);
    const text = lines.map((row) => Object.values(row)[0]).join('\n');
    console.log(`--- ${query.slice(0, 160).replace(/\s+/g, ' ')}${query.length > 160 ? '…' : ''}\n${text}`);
    for (const table of LARGE)
      if (new RegExp(`Seq Scan on ${table}\\b`).test(text)) findings.push(`${label}: Seq Scan on ${table}`);
    // Time the executor spends before the plan's first row is asked for: setting up its nodes.
    // PostgreSQL sizes a Memoize cache by the rows it estimates, so joins planned for a million
    // rows above a LIMIT of ten spent 20 ms zeroing caches at every call (the dashboard's latest
    // transactions, issue 19), which no node's own time shows.
    const top = /actual time=[\d.]+\.\.([\d.]+)/.exec(text);
    const total = /Execution Time: ([\d.]+) ms/.exec(text);
    if (top && total && Number(total[1]) - Number(top[1]) > SET_UP_MS)
      findings.push(
        `${label}: ${(Number(total[1]) - Number(top[1])).toFixed(1)} ms setting the plan up (${query.slice(0, 60)}…)`,
      );
  }
}
console.log(
  `\n${findings.length ? `Sequential scans of large tables, or plans slow to set up:\n  ${findings.join('\n  ')}` : 'No sequential scan of a large table, and no plan slow to set up, on any hot path.'}`,
);
await database.close();
