// The API as its own process (scale-out): `npm run api`. Same createApp() as embedded mode.
import { serve } from '@hono/node-server';
import { serverEnv } from './env';
import { startApi } from './start';

const env = serverEnv();
const { app, database } = await startApi(env);
const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.API_HOST }, (info) =>
  console.log(
    `[bank-sampah-api] listening on http://${info.address}:${info.port} (${database.kind}${env.DATABASE_REPLICA_URL ? ', lists, reports and exports read from the replica' : ''})`,
  ),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
}
