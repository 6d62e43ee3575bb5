// A database of `kind` holding the demo network (server/seed/demo.ts) in West Java: what the
// report suites sum against, opened before the suite and closed after it.
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { seed } from '../seed';
import { openTestDatabase, testEnv, type TestDbKind } from './databases';

export function useDemoDatabase(kind: TestDbKind, ready?: (database: Database) => Promise<void>) {
  const ctx = {} as { database: Database };
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    await seed(ctx.database.db, testEnv({ SEED_DEMO: 'true', ADMIN_PASSWORD: '' }), { log: () => {}, regions: ['32'] });
    await ready?.(ctx.database);
  }, 180_000);
  afterAll(() => ctx.database?.close());
  return ctx;
}
