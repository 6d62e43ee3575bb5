// The databases every API test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL
// is set. Each call gets a database of its own (a new PGlite in memory, or a new PostgreSQL
// database created for it and dropped after), a copy of the migrated template the run made
// once (server/test/global-setup.ts).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
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

let pgliteTemplate: Promise<Blob> | undefined;

export async function openTestDatabase(kind: TestDbKind): Promise<Database> {
  // Migrating again is a no-op on the copy, but keeps each database as the API would open it.
  if (kind === 'pglite') {
    pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
    return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate });
  }
  const baseUrl = TEST_DATABASE_URL!;
  const name = `bs_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject('postgresTemplate')!}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
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
