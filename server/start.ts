// Opening the API: the database (PGlite in DATA_DIR, or PostgreSQL), its migrations, the
// first seed, then the app. Shared by the standalone process and the embedded worker.
import { createApp, type App } from './app';
import { openDatabase, type Database } from './db/client';
import type { ServerEnv } from './env';
import { seed } from './seed';
import { followSessionChanges } from './auth/session-state';

export type RunningApi = { app: App; database: Database };

export async function startApi(env: ServerEnv): Promise<RunningApi> {
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  // Before the first request: a sign-in ended through another process is forgotten here too.
  await followSessionChanges(database);
  await seed(database.db, env, { log: (line: string) => console.log(line), regions: env.SEED_REGIONS ?? 'all' });
  return { app: createApp({ db: database.db, env }), database };
}
