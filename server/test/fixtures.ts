// Small, hand-made data for the API tests: known users for sign-in, a slice of the real area
// codes (plus generated villages to page through) and a little trade whose summary is known
// in advance. Independent of server/seed on purpose: tests must not move when the demo does.
import { beforeAll } from 'vitest';
import { hashPassword } from '../auth/passwords';
import type { StaffRole } from '../../lib/schemas/access';
import { useTestDatabase, type TestDbKind } from './databases';
import type { Db } from '../db/client';
import { refreshCustomerSearch } from '../domain/search';
import {
  bsus,
  collectors,
  customers,
  provinces,
  regencies,
  staffAccess,
  subdistricts,
  transactionLines,
  transactions,
  trash,
  users,
  villages,
} from '../db/schema';

type Role = 'admin' | 'collector' | 'unit' | 'customer';
type NewUser = {
  firstName: string;
  lastName?: string | null;
  email?: string;
  password?: string;
  role: Role;
  status?: 'active' | 'inactive';
  /** A back-office account's role and scope; administrators are programme-wide unless told. */
  staff?: { role: StaffRole; collectorId?: number; bsuId?: number };
};

export const ADMIN = { email: 'admin@test.id', password: 'rahasia-admin-123' };
export const INACTIVE_ADMIN = { email: 'nonaktif@test.id', password: 'rahasia-nonaktif-123' };
/** Has a password but is not an administrator: must never sign in to the back office. */
export const CUSTOMER_LOGIN = { email: 'budi@test.id', password: 'rahasia-nasabah-123' };

let phoneSequence = 0;

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      firstName: user.firstName,
      lastName: user.lastName ?? null,
      email: user.email ?? null,
      phoneNumber: `0812${String(++phoneSequence).padStart(8, '0')}`,
      passwordHash: user.password ? await hashPassword(user.password) : null,
      role: user.role,
      status: user.status ?? 'active',
    })
    .returning({ id: users.id });
  if (user.role === 'admin') {
    const staff = user.staff ?? { role: 'programme' };
    await db.insert(staffAccess).values({ userId: row!.id, ...staff });
  }
  return row!.id;
}

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

const village = '32.73.01.1001';

/** Money in whole cents → the decimal string the numeric columns hold. */
const rupiah = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Two parent banks, six unit banks, three customers, seven waste items and eighteen
 * transactions. Counted (not cancelled) per unit bank: 5, 4, 3, 2, 1, 0 (the sixth has three
 * cancelled ones). Detail lines per item: 6, 5, 4, 3, 2, 1, and the seventh only on cancelled
 * transactions. Transaction n (0-based) is created at BASE_TIME + n hours.
 */
export const BASE_TIME = Date.UTC(2024, 2, 1, 8, 0, 0);

export async function insertTrade(db: Db) {
  const bsiNames = ['Bank Sampah Induk Bandung', 'Bank Sampah Induk Sukasari'];
  const bsiIds: number[] = [];
  for (const [i, name] of bsiNames.entries()) {
    const userId = await insertUser(db, { firstName: `Pengelola ${i + 1}`, role: 'collector' });
    const [row] = await db
      .insert(collectors)
      .values({
        userId,
        uniqueCode: `00${i + 1}`,
        trashBankName: name,
        address: `Jl. Induk No. ${i + 1}`,
        villageId: village,
      })
      .returning({ id: collectors.id });
    bsiIds.push(row!.id);
  }

  const bsuNames = ['BSU Melati', 'BSU Mawar', 'BSU Anggrek', 'BSU Kenanga', 'BSU Dahlia', 'BSU Tulip'];
  const bsuIds: number[] = [];
  for (const [i, name] of bsuNames.entries()) {
    const userId = await insertUser(db, { firstName: `Ketua ${name}`, role: 'unit' });
    const [row] = await db
      .insert(bsus)
      .values({
        userId,
        collectorId: bsiIds[i < 3 ? 0 : 1]!,
        uniqueCode: `10${i + 1}`,
        trashBankName: name,
        address: `Jl. Unit No. ${i + 1}`,
        villageId: village,
      })
      .returning({ id: bsus.id });
    bsuIds.push(row!.id);
  }

  const people = [
    { firstName: 'Budi', lastName: 'Santoso', ...CUSTOMER_LOGIN },
    { firstName: 'Siti', lastName: 'Aminah' },
    { firstName: 'Agus', lastName: null },
  ];
  const customerIds: number[] = [];
  for (const [i, person] of people.entries()) {
    const userId = await insertUser(db, { ...person, role: 'customer' });
    const [row] = await db
      .insert(customers)
      .values({
        userId,
        nik: `327301010190000${i + 1}`,
        address: `Jl. Nasabah No. ${i + 1}`,
        gender: 'Laki-laki',
        villageId: village,
      })
      .returning({ id: customers.id });
    customerIds.push(row!.id);
  }

  await refreshCustomerSearch(db, customerIds);

  // [name, owner (index of bsiNames), selling, buying (cents), unit]
  const items = [
    ['Botol Plastik', 0, 300000, 250000, 'kg'],
    ['Kardus', 0, 200000, 150000, 'kg'],
    ['Kaleng Aluminium', 0, 1200000, 1000000, 'kg'],
    ['Kertas HVS', 1, 250000, 200000, 'kg'],
    ['Besi', 1, 450000, 400000, 'kg'],
    ['Minyak Jelantah', 1, 550050, 400000, 'kg'],
    ['Botol Kaca', 1, 50000, 30000, 'pcs'],
  ] as const;
  const trashRows: { id: number; selling: number; buying: number; unit: 'kg' | 'pcs' }[] = [];
  for (const [name, owner, selling, buying, unit] of items) {
    const [row] = await db
      .insert(trash)
      .values({
        trashName: name,
        type: 'Non Organik',
        sellingPrice: rupiah(selling),
        buyingPrice: rupiah(buying),
        unit,
        maximum: '1000',
        collectorId: bsiIds[owner]!,
      })
      .returning({ id: trash.id });
    trashRows.push({ id: row!.id, selling, buying, unit });
  }

  // Counted transactions, round by round so the units interleave in time.
  const perUnit = [5, 4, 3, 2, 1];
  const plan: { bsu: number; cancelled: boolean }[] = [];
  for (let round = 0; round < 5; round++) {
    perUnit.forEach((n, unit) => {
      if (n > round) plan.push({ bsu: unit, cancelled: false });
    });
  }
  for (let i = 0; i < 3; i++) plan.push({ bsu: 5, cancelled: true });

  // Detail lines of counted transactions: item k appears 6 - k times; line j goes to
  // counted transaction j % 15, so no transaction holds the same item twice.
  const lines = [0, 1, 2, 3, 4, 5].flatMap((item) => Array<number>(6 - item).fill(item));
  const counterparties: { kind: 'customer' | 'collector'; index: number }[] = [
    { kind: 'customer', index: 0 },
    { kind: 'collector', index: 0 },
    { kind: 'customer', index: 1 },
    { kind: 'collector', index: 1 },
    { kind: 'customer', index: 2 },
  ];

  const created: { id: number; createdOn: Date; amount: string; status: string; user: string }[] = [];
  let counted = 0;
  for (const [n, step] of plan.entries()) {
    const party = counterparties[n % counterparties.length]!;
    const byCollector = party.kind === 'collector';
    const itemIndexes = step.cancelled ? [6] : lines.filter((_, j) => j % 15 === counted);
    if (!step.cancelled) counted++;
    const details = itemIndexes.map((index, k) => {
      const item = trashRows[index]!;
      const qty = 1 + ((n + k) % 3);
      const price = byCollector ? item.buying : item.selling;
      return {
        trashId: item.id,
        qty: `${qty}.000`,
        unit: item.unit,
        price: rupiah(price),
        amount: rupiah(price * qty),
        cents: price * qty,
      };
    });
    const amount = rupiah(details.reduce((sum, d) => sum + d.cents, 0));
    const createdOn = new Date(BASE_TIME + n * 3_600_000);
    const status = step.cancelled ? 'cancelled' : n % 2 === 0 ? 'settlement' : 'pending';
    const [row] = await db
      .insert(transactions)
      .values({
        bsuId: bsuIds[step.bsu]!,
        collectorId: byCollector ? bsiIds[party.index]! : null,
        customerId: byCollector ? null : customerIds[party.index]!,
        status,
        amount,
        createdOn,
      })
      .returning({ id: transactions.id });
    await db.insert(transactionLines).values(
      details.map((d) => ({
        trashId: d.trashId,
        qty: d.qty,
        unit: d.unit,
        price: d.price,
        amount: d.amount,
        transactionId: row!.id,
      })),
    );
    const person = byCollector ? null : people[party.index]!;
    const user = person ? [person.firstName, person.lastName].filter(Boolean).join(' ') : bsiNames[party.index]!;
    created.push({ id: row!.id, createdOn, amount, status, user });
  }

  return { bsiIds, bsuIds, customerIds, trashIds: trashRows.map((t) => t.id), transactions: created };
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
