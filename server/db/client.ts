// One database handle per process: PGlite in DATA_DIR by default, PostgreSQL when a URL is
// given. Same schema, same migrations, same queries for both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Calls `onMessage` with the payload of every NOTIFY on `channel`, from any session, once it commits. */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<unknown>;
};

export type DatabaseOptions =
  /** replica: a read-only copy of another database: not migrated here, its primary is. */
  | { kind: 'postgres'; url: string; max?: number; logger?: Logger; replica?: boolean }
  /** dataDir undefined: in memory (tests); loadDataDir: starting from this dump of one (tests: a migrated template). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; logger?: Logger };

export const migrationsFolder = path.resolve(process.cwd(), 'server/db/migrations');

/**
 * A statement drizzle prepares (kept-plans.ts) goes as a named statement even when it has no
 * values: postgres.js sends a statement without values as a simple query, parsed and planned at
 * every call.
 */
function keepingPlans(client: postgres.Sql): postgres.Sql {
  // postgres.js's unsafe() reads `simple` (its types do not list it): false is the extended protocol.
  const extended = { simple: false };
  const unsafe: postgres.Sql['unsafe'] = (query, args, options) =>
    client.unsafe(query, args, options?.prepare ? { ...options, ...extended } : options);
  return new Proxy(client, { get: (target, key) => (key === 'unsafe' ? unsafe : Reflect.get(target, key)) });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const client = postgres(options.url, { max: options.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(keepingPlans(client), { schema, logger: options.logger });
    if (!options.replica) await migratePostgres(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => client.end(),
      // A connection of its own, opened again (and listening again) after it drops.
      listen: (channel, onMessage) => client.listen(channel, onMessage),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ dataDir: dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, logger: options.logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
  };
}
