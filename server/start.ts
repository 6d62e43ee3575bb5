// Opening the API: the database (PGlite in DATA_DIR, or PostgreSQL, and its read replica when
// there is one), its migrations, the first seed, then the app. Shared by the standalone process
// and the embedded worker.
import { createApp, type App } from './app';
import { openDatabase, type Database } from './db/client';
import { followWrites } from './db/reads';
import type { ServerEnv } from './env';
import { seed } from './seed';
import { followSessionChanges } from './auth/session-state';

/** `database`: the primary; closing it closes the replica too. */
export type RunningApi = { app: App; database: Database };

export async function startApi(env: ServerEnv): Promise<RunningApi> {
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  const replica = env.DATABASE_REPLICA_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_REPLICA_URL, replica: true })
    : undefined;
  // Before the first request: a sign-in ended through another process is forgotten here too,
  // and a write made through another process keeps its author's reads on the primary.
  await followSessionChanges(database);
  if (replica) await followWrites(database);
  await seed(database.db, env, { log: (line: string) => console.log(line), regions: env.SEED_REGIONS ?? 'all' });
  return {
    app: createApp({ db: database.db, env, replica: replica?.db }),
    database: replica
      ? { ...database, close: () => Promise.all([database.close(), replica.close()]).then(() => {}) }
      : database,
  };
}
