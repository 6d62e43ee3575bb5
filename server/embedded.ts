// The API inside the Next.js process (no network hop). One instance per process, kept on
// globalThis because Next.js may load this module in more than one bundle, and two PGlite
// instances on one data directory would corrupt it.
import { createApp, type App } from './app';
import { openDatabase, type Database } from './db/client';
import { serverEnv } from './env';
import { seed } from './seed';

type Embedded = { app: App; database: Database };
const KEY = Symbol.for('bank-sampah.embedded-api');
const store = globalThis as unknown as { [KEY]?: Promise<Embedded> };

async function start(): Promise<Embedded> {
  const env = serverEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  await seed(database.db, env, { log: (line: string) => console.log(line), regions: env.SEED_REGIONS ?? 'all' });
  return { app: createApp({ db: database.db, env }), database };
}

export function embeddedApi(): Promise<Embedded> {
  store[KEY] ??= start().catch((err: unknown) => {
    delete store[KEY];
    throw err;
  });
  return store[KEY];
}
