// The databases every API test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL
// is set. Each call gets a database of its own, as the migrated template the run made once
// (server/test/global-setup.ts): a new PostgreSQL database copied from it and dropped after, or
// a PGlite in memory loaded from its dump. Loading one costs ~0.8 s of CPU, most of a small
// test file, so a worker keeps the PGlite databases its files have closed and gives them out
// again emptied back to the template (pglite-pool.ts): ~30 ms.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { leasePglite } from './pglite-pool';
import { parseServerEnv, TEST_DATABASE_URL, type ServerEnv } from '../env';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKinds: TestDbKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function testEnv(overrides: Partial<Record<string, string>> = {}): ServerEnv {
  return parseServerEnv({
    DATA_DIR: '/nonexistent-test-data-dir',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    FORWARDING_SECRET: 'test-forwarding-secret-test-forwarding-secret-01',
    ADMIN_EMAIL: 'admin@test.id',
    ADMIN_PASSWORD: 'rahasia-admin-123',
    SEED_DEMO: 'false',
    ...overrides,
  });
}

/** `max`: the PostgreSQL pool's connections (one, to read a session's own state). */
export async function openTestDatabase(kind: TestDbKind, max = 5): Promise<Database> {
  if (kind === 'pglite') {
    return leasePglite(inject('pgliteTemplate'));
  }
  const baseUrl = TEST_DATABASE_URL!;
  const name = `bs_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject('postgresTemplate')!}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A new database of `kind` for the enclosing describe: opened before its tests, closed after. */
export function useTestDatabase(kind: TestDbKind): Database {
  const database = {} as Database;
  beforeAll(async () => {
    Object.assign(database, await openTestDatabase(kind));
  });
  afterAll(() => database.close?.());
  return database;
}
