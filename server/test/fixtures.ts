// Small, hand-made data for the API tests: known users for sign-in (fixture-users.ts), a slice of
// the real area codes (plus generated villages to page through) and a little trade whose summary is
// known in advance (fixture-trade.ts). Independent of server/seed on purpose: tests must not move
// when the demo does.
import { beforeAll } from 'vitest';
import { useTestDatabase, type TestDbKind } from './databases';
import type { Db } from '../db/client';
import { provinces, regencies, subdistricts, villages } from '../db/schema';
import { insertTrade } from './fixture-trade';
import { ADMIN, INACTIVE_ADMIN, insertUser } from './fixture-users';

export { BASE_TIME } from './fixture-trade';
export { ADMIN, CUSTOMER_LOGIN, INACTIVE_ADMIN, insertUser } from './fixture-users';

/** The Sukasari subdistrict (32.73.01) gets VILLAGES_IN_SUKASARI villages, enough for 3 pages. */
export const VILLAGES_IN_SUKASARI = 120;

export async function insertRegions(db: Db) {
  await db.insert(provinces).values([
    { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
    { id: '32', name: 'Jawa Barat' },
    { id: '33', name: 'Jawa Tengah' },
  ]);
  await db.insert(regencies).values([
    { id: '32.04', provinceId: '32', name: 'Kabupaten Bandung' },
    { id: '32.73', provinceId: '32', name: 'Kota Bandung' },
    { id: '31.71', provinceId: '31', name: 'Kota Administrasi Jakarta Pusat' },
  ]);
  await db.insert(subdistricts).values([
    { id: '32.73.01', regencyId: '32.73', name: 'Sukasari' },
    { id: '32.73.02', regencyId: '32.73', name: 'Coblong' },
    { id: '32.73.03', regencyId: '32.73', name: 'Babakan Ciparay' },
  ]);
  const real = ['Sukarasa', 'Gegerkalong', 'Isola', 'Sarijadi'];
  const sukasari = Array.from({ length: VILLAGES_IN_SUKASARI }, (_, i) => ({
    id: `32.73.01.${1001 + i}`,
    subdistrictId: '32.73.01',
    name: real[i] ?? `Desa Uji ${String(i + 1).padStart(3, '0')}`,
  }));
  await db
    .insert(villages)
    .values([
      ...sukasari,
      { id: '32.73.02.1001', subdistrictId: '32.73.02', name: 'Cipaganti' },
      { id: '32.73.02.1002', subdistrictId: '32.73.02', name: 'Lebak Gede' },
    ]);
}

export type Fixtures = Awaited<ReturnType<typeof insertFixtures>>;

export async function insertFixtures(db: Db) {
  const adminId = await insertUser(db, { firstName: 'Admin', lastName: 'Utama', role: 'admin', ...ADMIN });
  const inactiveAdminId = await insertUser(db, {
    firstName: 'Admin',
    lastName: 'Lama',
    role: 'admin',
    status: 'inactive',
    ...INACTIVE_ADMIN,
  });
  await insertRegions(db);
  const trade = await insertTrade(db);
  return { adminId, inactiveAdminId, ...trade };
}

/**
 * A new database of `kind` with the fixtures in it, for the enclosing describe (opened before its
 * tests, closed after); `prepare` adds what one suite needs.
 */
export function useFixtureDatabase(
  kind: TestDbKind,
  prepare?: (db: Db, fixtures: Fixtures) => Promise<void>,
  timeout?: number,
) {
  const database = useTestDatabase(kind);
  const holder = {} as { db: Db; fixtures: Fixtures };
  beforeAll(async () => {
    holder.db = database.db;
    holder.fixtures = await insertFixtures(database.db);
    await prepare?.(holder.db, holder.fixtures);
  }, timeout);
  return holder;
}
