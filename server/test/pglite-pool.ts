// A worker's PGlite databases, kept from one test file to the next (the unit files share their
// worker processes: vitest.config.ts) and given out again as the template left them. Loading
// the template's dump into a new PGlite costs ~0.8 s of CPU; emptying a used one back costs
// ~30 ms. The pool lives on globalThis because every file starts with our modules unevaluated
// (lib/test/fresh-file.ts); in projects that give each file a process of its own it holds
// nothing across files and changes nothing.
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';

type Pool = { idle: PGlite[]; template?: Promise<Blob>; reset?: Promise<Reset> };
/** What takes a database made from the template back to it. */
type Reset = { truncate: string; refill: { sql: string; rows: string }[]; sequences: string };

const KEY = Symbol.for('bank-sampah.test.pglite-pool');
/** Who hears every statement the leased databases run (the tenant-key test): see `onQuery`. */
const heard = new Set<(query: string) => void>();

/** Calls `listener` with the text of every statement a leased database runs, until the returned function is called. */
export function onQuery(listener: (query: string) => void) {
  heard.add(listener);
  return () => void heard.delete(listener);
}
const logger = { logQuery: (query: string) => heard.forEach((listener) => listener(query)) };
const store = globalThis as unknown as { [KEY]?: Pool };

/** Read off an untouched copy of the template: its tables, the rows it holds (the migrations applied, row_counts), its sequences. */
async function readReset(client: PGlite): Promise<Reset> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p') order by 1`,
  );
  const refill: Reset['refill'] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${name} t`);
    if (rows[0]?.rows) {
      refill.push({
        sql: `insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, $1::json)`,
        rows: rows[0].rows,
      });
    }
  }
  const { rows: sequences } = await client.query<{ call: string }>(
    `select format('setval(%L, %s, %L)', format('%I.%I', schemaname, sequencename),
                   coalesce(last_value, start_value), last_value is not null) as call
       from pg_sequences where schemaname in ('public', 'drizzle')`,
  );
  return {
    truncate: `truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`,
    refill,
    sequences: sequences.length ? `select ${sequences.map((s) => s.call).join(', ')}` : 'select 1',
  };
}

async function restore(client: PGlite, reset: Reset) {
  await client.transaction(async (tx) => {
    await tx.query(reset.truncate);
    for (const { sql, rows } of reset.refill) await tx.query(sql, [rows]);
    await tx.query(reset.sequences);
  });
  // Prepared statements, temporary tables, settings: what a new session would not have.
  await client.exec('discard all');
}

/**
 * A database as the template left it, for one test file or describe. Its `close` empties it back
 * and returns it to the worker's pool; from then on this handle's queries throw, as a closed
 * PGlite's would.
 */
export async function leasePglite(templatePath: string): Promise<Database> {
  const pool = (store[KEY] ??= { idle: [] });
  let client = pool.idle.pop();
  if (!client) {
    pool.template ??= readFile(templatePath).then((bytes) => new Blob([bytes]));
    // Migrating again is a no-op on the copy, but opens it as the API would.
    const opened = await openDatabase({ kind: 'pglite', loadDataDir: await pool.template });
    client = (opened.db as unknown as { $client: PGlite }).$client;
    pool.reset ??= readReset(client);
  }
  const reset = await pool.reset!;
  const leased = client;
  let open = true;
  const guarded = new Proxy(leased, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!open) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    db: drizzle(guarded, { schema, logger }) as unknown as Db,
    kind: 'pglite',
    listen: (channel, onMessage) => guarded.listen(channel, onMessage),
    close: async () => {
      if (!open) return;
      open = false;
      try {
        if (leased.closed) return;
        await restore(leased, reset);
        pool.idle.push(leased);
      } catch {
        await leased.close().catch(() => {});
      }
    },
  };
}
