// GET /healthz and /readyz: what a load balancer or an orchestrator sees.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase, testDbKinds, testEnv } from '../test/databases';

const env = testEnv();

const probe = async (app: App, path: string) => {
  const res = await app.request(path);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), text: await res.text() };
};

describe.each(testDbKinds)('health checks on %s', (kind) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = createApp({ db: database.db, env });
  });
  afterAll(() => database?.close());

  it('answers /healthz with 200 {"status":"ok"}, not cached, without a session', async () => {
    expect(await probe(app, '/healthz')).toEqual({ status: 200, cacheControl: 'no-store', text: '{"status":"ok"}' });
  });

  it('answers /readyz with 200 {"status":"ready"}, not cached, when the database answers with every migration applied', async () => {
    expect(await probe(app, '/readyz')).toEqual({ status: 200, cacheControl: 'no-store', text: '{"status":"ready"}' });
  });

  it('answers concurrent readiness probes alike', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => probe(app, '/readyz')));
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set(['{"status":"ready"}']));
  });

  it('publishes both in the OpenAPI document', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/healthz']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/readyz']!.get!.responses).sort()).toEqual(['200', '503']);
  });
});

describe.each(testDbKinds)('readiness when the database is not as this build needs it, on %s', (kind) => {
  it('answers /readyz with 503 {"status":"unavailable"} while a migration is missing, and /healthz still 200', async () => {
    const database = await openTestDatabase(kind);
    try {
      const app = createApp({ db: database.db, env });
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      expect(await probe(app, '/readyz')).toEqual({
        status: 503,
        cacheControl: 'no-store',
        text: '{"status":"unavailable"}',
      });
      expect((await probe(app, '/healthz')).status).toBe(200);
    } finally {
      await database.close();
    }
  });

  it('answers /readyz with 503 {"status":"unavailable"} and no detail once the database is closed, and /healthz still 200', async () => {
    const database = await openTestDatabase(kind);
    const app = createApp({ db: database.db, env });
    expect((await probe(app, '/readyz')).status).toBe(200);
    await database.close();
    expect(await probe(app, '/readyz')).toEqual({
      status: 503,
      cacheControl: 'no-store',
      text: '{"status":"unavailable"}',
    });
    expect(await probe(app, '/healthz')).toEqual({ status: 200, cacheControl: 'no-store', text: '{"status":"ok"}' });
  });

  it('answers /readyz with 503 while the read replica does not answer, though the primary does', async () => {
    const primary = await openTestDatabase(kind);
    try {
      const replica = await openTestDatabase(kind);
      const app = createApp({ db: primary.db, replica: replica.db, env });
      expect((await probe(app, '/readyz')).status).toBe(200);
      await replica.close();
      expect((await probe(app, '/readyz')).status).toBe(503);
    } finally {
      await primary.close();
    }
  });
});
