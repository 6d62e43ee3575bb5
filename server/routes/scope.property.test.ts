// Scope as a property (issue 16): on generated trees of banks (parent banks, their unit banks,
// customers banking at them or nowhere, transactions, wallets), a BSI admin or a BSU operator
// of a random bank lists, searches, counts, exports and reads the dashboard, and never sees a row
// outside their scope, nor misses one inside it.
import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bsuListSchema } from '../../lib/schemas/bsus';
import { collectorListSchema } from '../../lib/schemas/collectors';
import { customerListSchema } from '../../lib/schemas/customers';
import { summarySchema } from '../../lib/schemas/report';
import { transactionListSchema } from '../../lib/schemas/transactions';
import { trashListSchema } from '../../lib/schemas/trash';
import { walletListSchema } from '../../lib/schemas/wallets';
import type { Db } from '../db/client';
import { bsus, collectors, customers, transactions, trash, wallets } from '../db/schema';
import { staffCaller } from '../test/access-api';
import { useFixtureApp, type Call } from '../test/api';
import { testDbKinds } from '../test/databases';
import { insertUser } from '../test/fixtures';

const VILLAGE = '32.73.01.1001';
let serial = 0;

/** unit banks per parent bank; per unit bank, customers; per customer, transactions. */
const treeArbitrary = fc.array(fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }), { maxLength: 3 }), {
  minLength: 1,
  maxLength: 3,
});

type Tree = { collectorIds: number[]; bsuIds: number[][] };

/** Inserts the tree straight into the tables, with a few customers who bank nowhere. */
async function insertTree(db: Db, shape: number[][][]): Promise<Tree> {
  const tree: Tree = { collectorIds: [], bsuIds: [] };
  const bank = async (table: typeof collectors | typeof bsus, name: string, extra: object) => {
    const n = ++serial;
    const userId = await insertUser(db, { firstName: `Pengurus ${n}`, role: table === bsus ? 'unit' : 'collector' });
    const [row] = await db
      .insert(table)
      .values({
        userId,
        uniqueCode: `9${n}`,
        trashBankName: `${name} ${n}`,
        address: 'Jl. Pohon',
        villageId: VILLAGE,
        ...extra,
      } as never)
      .returning({ id: table.id });
    return row!.id;
  };
  const customer = async (bsuId: number | null) => {
    const n = ++serial;
    const userId = await insertUser(db, { firstName: `Warga${n}`, lastName: 'Pohon', role: 'customer' });
    await db.insert(wallets).values({ userId });
    const [row] = await db
      .insert(customers)
      .values({
        userId,
        nik: String(3273000000000000 + n),
        address: 'Jl. Pohon',
        gender: 'Perempuan',
        villageId: VILLAGE,
        bsuId,
        searchText: `warga${n} pohon`,
      })
      .returning({ id: customers.id });
    return row!.id;
  };
  for (const units of shape) {
    const collectorId = await bank(collectors, 'Induk Pohon', {});
    await db.insert(trash).values({
      trashName: `Botol Pohon ${++serial}`,
      type: 'Non Organik',
      sellingPrice: '1000',
      buyingPrice: '800',
      unit: 'kg',
      maximum: '10',
      collectorId,
    });
    tree.collectorIds.push(collectorId);
    const ids: number[] = [];
    for (const people of units) {
      const bsuId = await bank(bsus, 'Unit Pohon', { collectorId });
      ids.push(bsuId);
      for (const count of people) {
        const customerId = await customer(bsuId);
        for (let i = 0; i < count; i++)
          await db
            .insert(transactions)
            .values({ bsuId, tenantId: collectorId, customerId, amount: '1000.00', status: 'pending' });
      }
    }
    tree.bsuIds.push(ids);
  }
  await customer(null);
  return tree;
}

/** Everything a scope must show, read straight from the tables with no help from the API. */
async function truth(db: Db, collectorId: number, bsuId: number | null) {
  const units =
    bsuId !== null
      ? [bsuId]
      : (
          await db
            .select({ id: bsus.id })
            .from(bsus)
            .where(sql`${bsus.collectorId} = ${collectorId}`)
        ).map((r) => r.id);
  const none = [-1];
  const their = units.length ? units : none;
  const customerRows = await db
    .select({ id: customers.id, userId: customers.userId })
    .from(customers)
    .where(inArray(customers.bsuId, their));
  const txRows = await db.select({ id: transactions.id }).from(transactions).where(inArray(transactions.bsuId, their));
  const trashRows = await db
    .select({ id: trash.id })
    .from(trash)
    .where(sql`${trash.collectorId} = ${collectorId}`);
  return {
    bsus: units.sort(),
    customers: customerRows.map((r) => r.id).sort(),
    customerUsers: customerRows.map((r) => r.userId).sort(),
    transactions: txRows.map((r) => Number(r.id)).sort(),
    trash: trashRows.map((r) => r.id).sort(),
  };
}

type ListSchema = {
  parse: (body: unknown) => {
    items: { id: number; user_id?: number | null }[];
    total_records: number;
    has_next_page: boolean;
  };
};

/** Every page of a list, as the screens (and an export) read it. */
async function all<T extends { id: number }>(
  call: Call,
  path: string,
  parse: (body: unknown) => { items: T[]; total_records: number; has_next_page: boolean },
) {
  const items: T[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await call('GET', `${path}${path.includes('?') ? '&' : '?'}per_page=50&page=${page}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = parse(res.body);
    items.push(...body.items);
    total = body.total_records;
    if (!body.has_next_page) break;
  }
  expect(items.length, `${path}: the total counts what the pages hold`).toBe(total);
  return items;
}

const sorted = (ids: number[]) => [...ids].sort();

describe.each(testDbKinds)('a scoped account sees exactly its scope, on %s', (kind) => {
  const ctx = useFixtureApp(kind);

  it('in every list, search, count, export and dashboard figure, whatever the tree of banks', async () => {
    await fc.assert(
      fc.asyncProperty(treeArbitrary, fc.nat(), fc.boolean(), async (shape, pick, atUnit) => {
        const tree = await insertTree(ctx.db, shape);
        const c = pick % tree.collectorIds.length;
        const collectorId = tree.collectorIds[c]!;
        const units = tree.bsuIds[c]!;
        const bsuId = atUnit && units.length ? units[pick % units.length]! : null;
        const { call, token } = await staffCaller(
          ctx,
          bsuId ? 'bsu_operator' : 'bsi_admin',
          bsuId ? { bsuId } : { collectorId },
        );
        const want = await truth(ctx.db, collectorId, bsuId);

        // Each list (and search) as the client parses it, and the ids (of wallets: the user ids) it must hold.
        const lists: [path: string, schema: ListSchema, ids: number[], key?: 'user_id'][] = [
          ['/strict/collector', collectorListSchema, [collectorId]],
          ['/strict/bsu', bsuListSchema, want.bsus],
          ['/strict/bsu?search=pohon', bsuListSchema, want.bsus],
          ['/strict/trash', trashListSchema, want.trash],
          ['/strict/customer?search=pohon', customerListSchema, want.customers],
          ['/strict/transaction', transactionListSchema, want.transactions],
          ['/strict/transaction?search=pohon', transactionListSchema, want.transactions],
          ['/strict/wallet?filter_note=balance', walletListSchema, want.customerUsers, 'user_id'],
        ];
        for (const [path, schema, ids, key = 'id'] of lists) {
          const seen = await all(call, path, (b) => schema.parse(b));
          expect(sorted(seen.map((r) => r[key]!)), path).toEqual(ids);
        }
        // The export of the transaction list: every row of the scope, nothing beyond it.
        const csv = await ctx.app.request('/strict/export/transaction?format=csv', {
          headers: { authorization: `Bearer ${token}` },
        });
        const exported = (await csv.text()).split('\r\n').slice(1, -1);
        expect(sorted(exported.map((line) => Number(line.split(',')[0]))), 'export').toEqual(want.transactions);

        const summary = summarySchema.parse((await call('GET', '/strict/report/summary')).body);
        expect(summary).toMatchObject({
          total_bsi: 1,
          total_bsu: want.bsus.length,
          total_customer: want.customers.length,
          total_trash: want.trash.length,
        });
        for (const row of summary.latest_transactions) expect(want.transactions).toContain(row.id);
        for (const row of summary.top_bsu) expect(want.bsus).toContain(row.id);
        for (const row of summary.top_trash) expect(want.trash).toContain(row.id);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
