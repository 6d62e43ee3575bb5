import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { bearer, jsonPost, login } from '../test/api';
import { testDbKinds, testEnv, useTestDatabase } from '../test/databases';
import { insertFixtures, insertUser } from '../test/fixtures';
import type { Database, Db } from './client';
import { READ_YOUR_WRITES_MS } from './reads';
import * as schema from './schema';

/** Another handle on the same database, noting every query it runs: a stand-in for a primary or a replica. */
function watched(database: Database, kind: string) {
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (kind === 'postgres'
    ? drizzlePostgres(client as Sql, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Db;
  const touched = (table: string) => queries.some((q) => q.includes(`from "${table}"`));
  return { db, queries, touched };
}

describe.each(testDbKinds)('reads with a replica (DATABASE_REPLICA_URL), on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => insertFixtures(database.db));
  afterEach(() => vi.useRealTimers());

  it('lists read from the replica; the writer’s own reads stay on the primary for a while after a write, nobody else’s', async () => {
    const primary = watched(database, kind);
    const replica = watched(database, kind);
    const app = createApp({ db: primary.db, replica: replica.db, env: testEnv() });
    const writer = (await login(app)).jwt_token;
    const otherEmail = 'pembaca@test.id';
    await insertUser(database.db, {
      firstName: 'Pembaca',
      role: 'admin',
      email: otherEmail,
      password: 'rahasia-pembaca-123',
    });
    const reader = (await login(app, { email: otherEmail, password: 'rahasia-pembaca-123' })).jwt_token;
    const list = async (token: string) => {
      primary.queries.length = 0;
      replica.queries.length = 0;
      expect((await app.request('/strict/transaction?per_page=5', bearer(token))).status).toBe(200);
    };

    await list(writer);
    expect(replica.touched('transactions')).toBe(true);
    expect(primary.touched('transactions')).toBe(false);
    primary.queries.length = 0;
    for (const path of ['/strict/customer', '/strict/report/summary', '/strict/export/transaction?format=csv']) {
      replica.queries.length = 0;
      const res = await app.request(path, bearer(writer));
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
      expect(replica.queries.length, path).toBeGreaterThan(0);
      expect(primary.touched('transactions'), path).toBe(false);
    }

    // A write goes to the primary, and so do its author's reads just after …
    vi.useFakeTimers({ toFake: ['Date'] });
    primary.queries.length = 0;
    replica.queries.length = 0;
    const saved = await app.request(
      '/strict/account/views',
      jsonPost(
        { resource: 'transaction', name: 'Tertunda', query: 'status=pending' },
        bearer(writer).headers as Record<string, string>,
      ),
    );
    expect(saved.status).toBe(201);
    expect(primary.touched('saved_views')).toBe(true);
    expect(replica.queries).toEqual([]);
    await list(writer);
    expect(primary.touched('transactions')).toBe(true);
    expect(replica.queries).toEqual([]);
    // … not anyone else's …
    await list(reader);
    expect(replica.touched('transactions')).toBe(true);
    // … and not for long.
    vi.setSystemTime(Date.now() + READ_YOUR_WRITES_MS + 1);
    await list(writer);
    expect(replica.touched('transactions')).toBe(true);
    expect(primary.touched('transactions')).toBe(false);
  });

  it('without a replica every read goes to the primary', async () => {
    const primary = watched(database, kind);
    const app = createApp({ db: primary.db, env: testEnv() });
    const token = (await login(app)).jwt_token;
    primary.queries.length = 0;
    expect((await app.request('/strict/transaction?per_page=5', bearer(token))).status).toBe(200);
    expect(primary.touched('transactions')).toBe(true);
  });
});
