// The API as its own process (scale-out): `npm run api`. Same createApp() as embedded mode.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { serverEnv } from './env';
import { seed } from './seed';

const env = serverEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
);
await seed(database.db, env, { log: (line: string) => console.log(line), regions: env.SEED_REGIONS ?? 'all' });
const server = serve({ fetch: createApp({ db: database.db, env }).fetch, port: env.API_PORT, hostname: env.API_HOST }, (info) =>
  console.log(`[bank-sampah-api] listening on http://${info.address}:${info.port} (${database.kind})`),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
}
