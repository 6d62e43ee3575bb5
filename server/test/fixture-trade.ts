// The little trade of the API tests' fixtures, whose summary is known in advance: parent and unit
// banks, customers, waste items and transactions over them (fixtures.ts puts it in every fixture
// database).
import type { Db } from '../db/client';
import { refreshCustomerSearch } from '../domain/search';
import { bsus, collectors, customers, transactionLines, transactions, trash } from '../db/schema';
import { CUSTOMER_LOGIN, insertUser } from './fixture-users';

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

/** What a bank's row holds of its own: its person in charge (a new user of `role`), code, name and street. */
async function bankOf(db: Db, role: 'collector' | 'unit', person: string, code: string, name: string, street: string) {
  const userId = await insertUser(db, { firstName: person, role });
  return { userId, uniqueCode: code, trashBankName: name, address: street, villageId: village };
}

export async function insertTrade(db: Db) {
  const bsiNames = ['Bank Sampah Induk Bandung', 'Bank Sampah Induk Sukasari'];
  const bsiIds: number[] = [];
  for (const [i, name] of bsiNames.entries()) {
    const bank = await bankOf(db, 'collector', `Pengelola ${i + 1}`, `00${i + 1}`, name, `Jl. Induk No. ${i + 1}`);
    const [row] = await db.insert(collectors).values(bank).returning({ id: collectors.id });
    bsiIds.push(row!.id);
  }

  // The first three units belong to the first parent bank, the other three to the second.
  const bsuNames = ['BSU Melati', 'BSU Mawar', 'BSU Anggrek', 'BSU Kenanga', 'BSU Dahlia', 'BSU Tulip'];
  const bsuIds: number[] = [];
  for (const [i, name] of bsuNames.entries()) {
    const bank = await bankOf(db, 'unit', `Ketua ${name}`, `10${i + 1}`, name, `Jl. Unit No. ${i + 1}`);
    const collectorId = bsiIds[i < 3 ? 0 : 1]!;
    const [row] = await db
      .insert(bsus)
      .values({ ...bank, collectorId })
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
        tenantId: bsiIds[step.bsu < 3 ? 0 : 1]!,
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
        tenantId: bsiIds[step.bsu < 3 ? 0 : 1]!,
      })),
    );
    const person = byCollector ? null : people[party.index]!;
    const user = person ? [person.firstName, person.lastName].filter(Boolean).join(' ') : bsiNames[party.index]!;
    created.push({ id: row!.id, createdOn, amount, status, user });
  }

  return { bsiIds, bsuIds, customerIds, trashIds: trashRows.map((t) => t.id), transactions: created };
}
