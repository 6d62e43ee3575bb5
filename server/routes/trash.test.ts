// /strict/trash (SPEC §3 Trash, §7): listing and searching waste items. Changes are in
// trash-changes.test.ts, the rules of the form and the shared refusals in trash.contract.test.ts.
import { describe, expect, it } from 'vitest';
import { trash } from '../db/schema';
import { list, ofFirstParent } from '../test/trash-api';
import { testDbKinds } from '../test/databases';
import { expectNextPageUntilTheLast, expectTwoPagesOf50, useResourceApp } from '../test/resource-app';

describe.each(testDbKinds)('GET /strict/trash on %s', (kind) => {
  let allIds: number[];
  const { ctx, call } = useResourceApp(kind, '/strict/trash', async ({ db, fixtures }) => {
    const [parent, other] = fixtures.bsiIds;
    const base = {
      type: 'Non Organik' as const,
      sellingPrice: '100',
      buyingPrice: '50',
      unit: 'kg' as const,
      maximum: '10',
      collectorId: parent!,
    };
    // A unit bank's own item (BSU Melati, code 101, under parent 001), then 50 + 2 more: 60.
    await db.insert(trash).values({ ...base, trashName: 'Kompos Daun', type: 'Organik', bsuId: fixtures.bsuIds[0]! });
    await db
      .insert(trash)
      .values(
        Array.from({ length: 50 }, (_, i) => ({ ...base, trashName: `Sampah Uji ${String(i + 1).padStart(2, '0')}` })),
      );
    await db
      .insert(trash)
      .values([1, 2].map((i) => ({ ...base, trashName: `Sampah Tambahan ${i}`, collectorId: other! })));
    allIds = (await db.select({ id: trash.id }).from(trash)).map((r) => r.id).sort((a, b) => b - a);
  });

  it('answers pages in the shared schema, newest first, with the exact total', async () => {
    await expectTwoPagesOf50((query) => list(call, query), 60, allIds);
  });

  it("shows a parent bank's item with its code and no tags, a unit's item with the unit", async () => {
    const { items } = await list(call, 'search=botol plastik');
    expect(items).toEqual([
      {
        id: ctx.fixtures.trashIds[0],
        trash_name: 'Botol Plastik',
        type: 'Non Organik',
        // The fixtures store their items without one: the column's default.
        category: 'other',
        selling_price: '3000.00',
        buying_price: '2500.00',
        stock: '0.000',
        unit: 'kg',
        maximum: '1000.000',
        ...ofFirstParent(ctx.fixtures),
      },
    ]);
    const [kompos] = (await list(call, 'search=kompos')).items;
    expect(kompos).toMatchObject({
      tags: 'bsu',
      bsu_id: ctx.fixtures.bsuIds[0],
      bsu_code: '101',
      bsu_name: 'BSU Melati',
      collector_code: '001',
    });
  });

  it('says there is a next page until the last full page, not after it', async () => {
    // 60 items, three pages of 20; exactly 50 match 'uji'.
    await expectNextPageUntilTheLast((query) => list(call, query), 20, allIds, 'uji');
  });

  const bsi2 = ['Besi', 'Botol Kaca', 'Kertas HVS', 'Minyak Jelantah', 'Sampah Tambahan 1', 'Sampah Tambahan 2'];
  it.each([
    ['BOTOL', ['Botol Kaca', 'Botol Plastik']],
    ['botol kaca', ['Botol Kaca']],
    ['KACA botol', ['Botol Kaca']],
    ['botol besi', []],
    ['induk sukasari', bsi2],
    ['BSI-002', bsi2],
    ['bsi-002', bsi2],
    ['002', bsi2],
    ['botol bsi-002', ['Botol Kaca']],
    ['BSU-101', ['Kompos Daun']],
    ['101', ['Kompos Daun']],
    ['melati', ['Kompos Daun']],
    ['pcs', ['Botol Kaca']],
    ['tambahan', ['Sampah Tambahan 1', 'Sampah Tambahan 2']],
    ['tidak-ada-ini', []],
    ['%', []],
    ['_', []],
  ])('search %j finds exactly %j', async (term, names) => {
    const page = await list(call, `search=${encodeURIComponent(term)}`);
    expect(page.items.map((t) => t.trash_name).sort()).toEqual(names);
    expect(page).toMatchObject({ total_records: names.length, has_next_page: false });
  });

  it('searches by type: "non organik" leaves out the one Organik item', async () => {
    const nonOrganic = await list(call, 'search=NON%20ORGANIK&per_page=50');
    expect(nonOrganic.total_records).toBe(59);
    expect((await list(call, 'search=non%20organik&page=2&per_page=50')).items.map((t) => t.type)).not.toContain(
      'Organik',
    );
    expect(nonOrganic.items.some((t) => t.trash_name === 'Kompos Daun')).toBe(false);
    expect((await list(call, 'search=organik')).total_records).toBe(60);
  });
});
