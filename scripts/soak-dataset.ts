// The soak's datasets (scripts/soak.ts): a fresh PGlite data directory or a fresh PostgreSQL
// database, seeded by the product's own first start (regions and the demo network), then
// readied for the field apps: some demo customers get a password, since customers ask for
// top-ups and withdrawals themselves and the demo seed gives nobody but the administrator one.
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import postgres from 'postgres';
import { hashPassword } from '../server/auth/passwords';
import { openDatabase, type Database, type DatabaseOptions, type Db } from '../server/db/client';
import { brokenInvariants } from '../server/domain/invariants';
import { processTree, startProduct, stopProduct } from './product';

export type Kind = 'pglite' | 'postgres';
export const label = (kind: Kind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** What the writes and the load are made of, read from the seeded database. */
export type Fixtures = {
  /** Unit banks, each with the active waste items it may trade. */
  banks: { id: number; items: number[] }[];
  customers: { id: number; name: string }[];
  villages: string[];
  /** Customers who sign in at the field app, and what they could withdraw when prepared. */
  field: { email: string; userId: number; available: number }[];
  transactionId: number;
};

export type Dataset = {
  kind: Kind;
  /** The product's environment for this dataset (DATA_DIR holds its generated secrets either way). */
  env: Record<string, string>;
  open: () => Promise<Database>;
  fixtures: Fixtures;
  coldStartSeconds: number;
  /** Drops the database; removes the data directory unless `keep`. */
  cleanup: (keep?: boolean) => Promise<void>;
};

export const FIELD_PASSWORD = 'soak-field-password';
const FIELD_CUSTOMERS = 20;

/** Rows of a raw query on either driver (PGlite answers { rows }, postgres.js an array). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } & T[];
  return result.rows ?? result;
}

/** The PostgreSQL server to create the run's database on; null when none answers. */
export async function reachablePostgres(serverUrl: string): Promise<string | null> {
  const client = postgres(serverUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return serverUrl;
  } catch (err) {
    console.log(
      `[soak] PostgreSQL at ${new URL(serverUrl).host} does not answer (${(err as Error).message}): its crash test is skipped`,
    );
    return null;
  } finally {
    await client.end({ timeout: 1 });
  }
}

/** Sessions the PostgreSQL server has open on the database at `url`. */
export async function connectionsTo(url: string, serverUrl: string): Promise<number> {
  const client = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] =
      await client`select count(*)::int as n from pg_stat_activity where datname = ${new URL(url).pathname.slice(1)}`;
    return Number(row?.n ?? 0);
  } finally {
    await client.end({ timeout: 1 });
  }
}

async function createDatabase(serverUrl: string, name: string) {
  const client = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(`create database "${name}"`);
  } finally {
    await client.end({ timeout: 1 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`).finally(() => dropper.end({ timeout: 1 }));
    },
  };
}

async function readFixtures(db: Db): Promise<Fixtures> {
  const banks = await rows<{ id: number; items: string }>(
    db,
    sql`select b.id, string_agg(t.id::text, ',' order by t.id) as items from bsus b
        join trash t on t.collector_id = b.collector_id and (t.bsu_id is null or t.bsu_id = b.id) and t.status = 'active'
        group by b.id order by b.id`,
  );
  const customers = await rows<{ id: number; user_id: number; name: string; email: string | null; available: string }>(
    db,
    sql`select id, user_id, name, email, available::text as available from (
          select c.id, u.id as user_id, trim(u.first_name || ' ' || coalesce(u.last_name, '')) as name, u.email,
            coalesce((select sum(l.amount) from wallet_ledger l where l.wallet_id = w.id), 0)
            - coalesce((select sum(r.amount) from wallet_requests r where r.wallet_id = w.id and r.kind = 'withdraw' and r.status = 'pending'), 0) as available
          from customers c join users u on u.id = c.user_id join wallets w on w.user_id = u.id
          where u.status = 'active'
        ) balances order by balances.available desc, id`,
  );
  const villages = await rows<{ id: string }>(
    db,
    sql`select distinct village_id as id from customers order by 1 limit 50`,
  );
  const [last] = await rows<{ id: string }>(db, sql`select max(id)::text as id from transactions`);

  // The customers with most to withdraw sign in at the field app: a known password and an email.
  const chosen = customers.slice(0, FIELD_CUSTOMERS);
  const hash = await hashPassword(FIELD_PASSWORD);
  const field: Fixtures['field'] = [];
  for (const c of chosen) {
    const [user] = await rows<{ email: string }>(
      db,
      sql`update users set password_hash = ${hash}, email = coalesce(email, ${`nasabah.${c.user_id}@soak.test`}) where id = ${c.user_id} returning email`,
    );
    field.push({ email: user!.email, userId: Number(c.user_id), available: Number(c.available) });
  }
  return {
    banks: banks.map((b) => ({ id: Number(b.id), items: b.items.split(',').map(Number) })),
    customers: customers.map((c) => ({ id: Number(c.id), name: c.name })),
    villages: villages.map((v) => v.id),
    field,
    transactionId: Number(last?.id ?? 1),
  };
}

/** What the server process is and what holds the database: its PGlite files, or its PostgreSQL sessions. */
export async function describeServer(pid: number, dataset: Dataset, serverUrl: string): Promise<string> {
  const threads = /Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  const children = processTree(pid).length - 1;
  const pglite = path.join(dataset.env.DATA_DIR!, 'pglite');
  const files = readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(pglite);
    } catch {
      return false;
    }
  }).length;
  const holds =
    dataset.kind === 'pglite'
      ? `${files} files of DATA_DIR/pglite open in it`
      : `${await connectionsTo(dataset.env.DATABASE_URL!, serverUrl)} PostgreSQL sessions open on the run's database`;
  return `pid ${pid}, ${threads} threads (the embedded API's worker among them), ${children} child processes; ${holds}`;
}

/** A fresh dataset of `kind`: the product's cold start seeds it, then the field apps' customers are readied. */
export async function prepareDataset(
  kind: Kind,
  options: { port: number; sessionPassword: string; env: Record<string, string>; serverUrl: string },
): Promise<Dataset> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `soak-${kind}-`));
  const database = kind === 'postgres' ? await createDatabase(options.serverUrl, `soak_${Date.now()}`) : null;
  const dbOptions: DatabaseOptions = database
    ? { kind: 'postgres', url: database.url, max: 2 }
    : { kind: 'pglite', dataDir };
  const env = { ...options.env, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', SEED_DEMO: 'true' };
  const cleanup = async (keep = false) => {
    if (keep && !database) console.log(`[soak] kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    const product = startProduct({ port: options.port, sessionPassword: options.sessionPassword, env });
    let coldStartSeconds: number;
    try {
      coldStartSeconds = await product.ready;
    } finally {
      await stopProduct(product.child);
    }
    const opened = await openDatabase(dbOptions);
    try {
      const fixtures = await readFixtures(opened.db);
      const broken = await brokenInvariants(opened.db);
      if (Object.keys(broken).length)
        throw new Error(`the seeded ${label(kind)} database breaks invariants: ${JSON.stringify(broken)}`);
      console.log(
        `[soak] ${label(kind)}: seeded by a cold start in ${coldStartSeconds.toFixed(1)} s (${database ? new URL(database.url).pathname.slice(1) : dataDir}); ` +
          `${fixtures.banks.length} unit banks, ${fixtures.customers.length} active customers, ${fixtures.field.length} of them given a field-app password`,
      );
      return { kind, env, open: () => openDatabase(dbOptions), fixtures, coldStartSeconds, cleanup };
    } finally {
      await opened.close();
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
}
