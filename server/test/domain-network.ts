// A minimal trading network for the domain tests: one village, two parent banks, a unit bank
// under the first, its catalogue (plus an inactive item and another network's item) and two
// customers. Inserted directly, so the domain tests stay independent of the seed.
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { bsus, collectors, customers, provinces, regencies, subdistricts, trash, villages } from '../db/schema';
import { insertUser } from './fixture-users';

export type Network = Awaited<ReturnType<typeof insertNetwork>>;

/** A user of `role`, with a phone number of their own. */
const user = (db: Db, firstName: string, role: 'admin' | 'collector' | 'unit' | 'customer') =>
  insertUser(db, { firstName, role });

export async function insertNetwork(db: Db) {
  await db.insert(provinces).values({ id: '32', name: 'Jawa Barat' });
  await db.insert(regencies).values({ id: '32.73', provinceId: '32', name: 'Kota Bandung' });
  await db.insert(subdistricts).values({ id: '32.73.01', regencyId: '32.73', name: 'Sukasari' });
  await db.insert(villages).values({ id: '32.73.01.1001', subdistrictId: '32.73.01', name: 'Sarijadi' });
  const place = { address: 'Jl. Sarijadi No. 1', villageId: '32.73.01.1001' };

  const adminUserId = await user(db, 'Admin', 'admin');
  const [collector] = await db
    .insert(collectors)
    .values({
      ...place,
      userId: await user(db, 'Induk', 'collector'),
      uniqueCode: '3273001',
      trashBankName: 'BSI Bandung',
    })
    .returning({ id: collectors.id });
  const [otherCollector] = await db
    .insert(collectors)
    .values({
      ...place,
      userId: await user(db, 'Induk Lain', 'collector'),
      uniqueCode: '3273002',
      trashBankName: 'BSI Lain',
    })
    .returning({ id: collectors.id });
  const bsuUserId = await user(db, 'Unit', 'unit');
  const [bsu] = await db
    .insert(bsus)
    .values({
      ...place,
      userId: bsuUserId,
      collectorId: collector!.id,
      uniqueCode: '3273001',
      trashBankName: 'BSU Melati',
    })
    .returning({ id: bsus.id });

  const item = (
    trashName: string,
    unit: 'kg' | 'pcs',
    sellingPrice: string,
    buyingPrice: string,
    extra: object = {},
  ) => ({
    trashName,
    type: 'Non Organik' as const,
    unit,
    sellingPrice,
    buyingPrice,
    maximum: '1000',
    collectorId: collector!.id,
    ...extra,
  });
  const [pet, bottle, inactive, foreign] = await db
    .insert(trash)
    .values([
      item('Botol PET bening', 'kg', '3333.33', '4000.00'),
      item('Botol kaca', 'pcs', '300.00', '450.00'),
      item('Kardus lama', 'kg', '2000.00', '2400.00', { status: 'inactive' }),
      item('Besi', 'kg', '3000.00', '3500.00', { collectorId: otherCollector!.id }),
    ])
    .returning({ id: trash.id });

  const customerIds: number[] = [];
  const customerUserIds: number[] = [];
  for (const [i, name] of ['Budi', 'Siti'].entries()) {
    const userId = await user(db, name, 'customer');
    const [row] = await db
      .insert(customers)
      .values({ ...place, userId, nik: `32730100000000${i}${i}`, gender: i ? 'Perempuan' : 'Laki-laki' })
      .returning({ id: customers.id });
    customerIds.push(row!.id);
    customerUserIds.push(userId);
  }

  return {
    adminUserId,
    collectorId: collector!.id,
    otherCollectorId: otherCollector!.id,
    bsuId: bsu!.id,
    bsuUserId,
    trash: { pet: pet!.id, bottle: bottle!.id, inactive: inactive!.id, foreign: foreign!.id },
    customerIds,
    customerUserIds,
  };
}

/** The domain call is refused with this status (and a message matching `message`), as an ApiError. */
export async function rejectsWith(promise: Promise<unknown>, status: number, message?: RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  if (message) expect((error as ApiError).message).toMatch(message);
}
