import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { bearer, login } from '../test/api';
import { useTestDatabase, testDbKinds, testEnv } from '../test/databases';
import { insertFixtures } from '../test/fixtures';
import { followSessionChanges, SESSION_CHANNEL, SESSION_STATE_TTL_MS } from './session-state';
import { verifyAccessToken } from './tokens';

describe.each(testDbKinds)('sign-ins changed by another API process, on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('a sign-out made through another process is refused here within a moment, not when the remembered state runs out', async () => {
    await insertFixtures(database.db);
    await followSessionChanges(database);
    const env = testEnv();
    const app = createApp({ db: database.db, env });
    const pair = await login(app);
    const strict = async () => (await app.request('/strict/report/summary', bearer(pair.jwt_token))).status;
    // Remembered here: the next requests do not look at the sign-in again for a while.
    expect(await strict()).toBe(200);
    const family = (await verifyAccessToken(env, pair.jwt_token))!.familyId;

    // What another process's sign-out writes and tells: nothing of it passes through this process.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update token_families set revoked_at = now() where id = ${family}`);
      await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${family})`);
    });
    const changed = Date.now();
    await expect.poll(strict, { timeout: SESSION_STATE_TTL_MS, interval: 20 }).toBe(401);
    expect(Date.now() - changed).toBeLessThan(SESSION_STATE_TTL_MS / 4);
  });
});
