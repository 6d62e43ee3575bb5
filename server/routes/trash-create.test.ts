// /strict/trash (SPEC §3 Trash, §7): creating waste items with exact
// prices. The rules of the form and the shared refusals are in trash.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wasteCategories } from '../../lib/schemas/fields';
import type { TrashItem } from '../../lib/schemas/trash';
import { trash } from '../db/schema';
import { testDbKinds } from '../test/databases';
import { auditOf, newItem, ofFirstParent, TRASH } from '../test/trash-api';
import { expectCreated, itListsEveryMissingField, useResourceApp } from '../test/resource-app';

/** The fields an empty form is missing, in order. */
const REQUIRED = [
  'buying_price',
  'category',
  'collectorId',
  'maximum',
  'selling_price',
  'status',
  'stock',
  'trash_name',
  'type',
  'unit',
];

describe.each(testDbKinds)('POST /strict/trash on %s', (kind) => {
  const { ctx, call, refused } = useResourceApp(kind, '/strict/trash');

  it('creates an item: 201 with the message and the item as listed, and an audit row', async () => {
    const res = await call('POST', TRASH.path, newItem(ctx.fixtures));
    await expectCreated(ctx, TRASH, res, 'Sampah berhasil ditambahkan', {
      trash_name: 'Plastik Kresek',
      type: 'Non Organik',
      category: 'plastic',
      selling_price: '1500.00',
      buying_price: '1000.00',
      stock: '0.000',
      unit: 'kg',
      maximum: '100.000',
      ...ofFirstParent(ctx.fixtures),
    });
  });

  it.each([
    [2500.5, '2500.50'],
    ['2500,5', '2500.50'],
    ['2500.50', '2500.50'],
    [0.1, '0.10'],
    [0.2, '0.20'],
    [1234567.89, '1234567.89'],
    ['1234567,89', '1234567.89'],
    [0, '0.00'],
    ['007', '7.00'],
    [' 15 ', '15.00'],
    ['99999999999999.99', '99999999999999.99'],
  ])('keeps the price %j exactly as %j', async (sent, expected) => {
    const res = await call('POST', '/strict/trash', newItem(ctx.fixtures, { selling_price: sent, buying_price: sent }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ selling_price: expected, buying_price: expected });
    const [row] = await ctx.db
      .select({ s: trash.sellingPrice })
      .from(trash)
      .where(eq(trash.id, (res.body.data as TrashItem).id));
    expect(row!.s).toBe(expected);
  });

  it.each([
    ['12.500', '12.500'],
    ['12,5', '12.500'],
    [12.125, '12.125'],
    [0.001, '0.001'],
    ['0', '0.000'],
  ])('keeps the stock and maximum %j as %j', async (sent, expected) => {
    const res = await call('POST', '/strict/trash', newItem(ctx.fixtures, { stock: sent, maximum: sent }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ stock: expected, maximum: expected });
  });

  it.each(wasteCategories)('keeps the category %j: in the answer, the table and the audit row', async (category) => {
    const res = await call('POST', TRASH.path, newItem(ctx.fixtures, { category }));
    expect(res.status).toBe(201);
    const data = res.body.data as TrashItem;
    expect(data.category).toBe(category);
    const [row] = await ctx.db.select({ category: trash.category }).from(trash).where(eq(trash.id, data.id));
    expect(row!.category).toBe(category);
    expect(await auditOf(ctx.db, data.id)).toMatchObject([{ action: 'create', after: { category } }]);
  });

  it('names a parent bank that does not exist on collectorId', async () => {
    const message = 'Bank Sampah Induk tidak ditemukan';
    expect(await refused(newItem(ctx.fixtures, { collectorId: 999_999 }))).toEqual({
      status: 422,
      body: { message, errors: { collectorId: [message] } },
    });
  });

  itListsEveryMissingField(refused, REQUIRED);

  it.each([
    ['numbers and objects for texts', { trash_name: 5, type: ['Organik'], status: 1 }],
    ['booleans and objects for amounts', { selling_price: true, buying_price: {}, stock: [1], maximum: false }],
    ['an object for the parent bank', { collectorId: {} }],
  ])('answers wrong JSON types (%s) with 422, never 500', async (_, patch) => {
    expect((await refused(newItem(ctx.fixtures, patch))).status).toBe(422);
  });
});
