// /strict/trash (SPEC §3 Trash, §7): changing and deleting waste items with exact
// prices. The rules of the form and the shared refusals are in trash.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trashItemSchema, type TrashItem } from '../../lib/schemas/trash';
import { trash } from '../db/schema';
import { testDbKinds } from '../test/databases';
import { auditOf, list, newItem } from '../test/trash-api';

const MONEY = 'Masukkan angka tidak negatif dengan paling banyak 2 angka desimal';
const usedIn = (name: string, n: number) =>
  `${name} sudah tercatat dalam ${n} transaksi, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.`;
import { savedData, useResourceApp } from '../test/resource-app';

describe.each(testDbKinds)('PUT and DELETE /strict/trash on %s', (kind) => {
  const { ctx, call, same } = useResourceApp(kind, '/strict/trash');

  const create = async (patch: Record<string, unknown> = {}) => {
    const res = await call('POST', '/strict/trash', newItem(ctx.fixtures, patch));
    expect(res.status).toBe(201);
    return res.body.data as TrashItem;
  };
  const stored = async (id: number) =>
    (await ctx.db.select({ id: trash.id }).from(trash).where(eq(trash.id, id))).length === 1;
  const expectUnchanged = async (item: TrashItem) => {
    expect((await list(call, `search=${encodeURIComponent(item.trash_name)}`)).items).toEqual([item]);
  };

  it('updates an item: 200 with the message, the new item, and an audit row with before and after', async () => {
    const created = await create({ trash_name: 'Ember Bekas' });
    const res = await call(
      'PUT',
      `/strict/trash/${created.id}`,
      newItem(ctx.fixtures, {
        trash_name: 'Ember Plastik',
        type: 'Organik',
        category: 'rubber',
        selling_price: '2750,25',
        buying_price: 0.1,
        stock: '3,5',
        maximum: 40,
        unit: 'pcs',
        status: 'inactive',
        collectorId: String(ctx.fixtures.bsiIds[1]),
      }),
    );
    const data = savedData(res, 200, 'Sampah berhasil diperbarui', trashItemSchema);
    expect(data).toEqual({
      ...created,
      trash_name: 'Ember Plastik',
      type: 'Organik',
      category: 'rubber',
      selling_price: '2750.25',
      buying_price: '0.10',
      stock: '3.500',
      maximum: '40.000',
      unit: 'pcs',
      status: 'inactive',
      collectorId: ctx.fixtures.bsiIds[1],
      collector_name: 'Bank Sampah Induk Sukasari',
      collector_code: '002',
    });
    await expectUnchanged(data);
    const audit = await auditOf(ctx.db, created.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ actorUserId: ctx.fixtures.adminId, before: created, after: data });
    // The trail shows the category it had and the one it got.
    expect([audit[1]!.before, audit[1]!.after]).toMatchObject([{ category: 'plastic' }, { category: 'rubber' }]);
  });

  it.each([
    [0.1, 0.2, '0.10', '0.20'],
    [1234567.89, '0,2', '1234567.89', '0.20'],
    ['1234567.89', 1234567.89, '1234567.89', '1234567.89'],
  ])('updates prices %j / %j exactly to %j / %j', async (selling, buying, sellingText, buyingText) => {
    const created = await create({ selling_price: 9, buying_price: 9 });
    const res = await call(
      'PUT',
      `/strict/trash/${created.id}`,
      newItem(ctx.fixtures, { selling_price: selling, buying_price: buying }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ selling_price: sellingText, buying_price: buyingText });
  });

  it("keeps a unit bank's own item with the unit's parent bank", async () => {
    const [row] = await ctx.db
      .insert(trash)
      .values({
        trashName: 'Kompos Unit',
        type: 'Organik',
        sellingPrice: '1',
        buyingPrice: '1',
        unit: 'kg',
        maximum: '1',
        collectorId: ctx.fixtures.bsiIds[1]!,
        bsuId: ctx.fixtures.bsuIds[3]!,
      })
      .returning({ id: trash.id });
    const moved = await same(
      'PUT',
      `/strict/trash/${row!.id}`,
      newItem(ctx.fixtures, { trash_name: 'Kompos Unit', collectorId: ctx.fixtures.bsiIds[0] }),
    );
    const message = 'Sampah milik Bank Sampah Unit tetap berada di bawah Bank Sampah Induk unit tersebut';
    expect(moved).toEqual({ status: 422, body: { message, errors: { collectorId: [message] } } });
    const res = await call(
      'PUT',
      `/strict/trash/${row!.id}`,
      newItem(ctx.fixtures, { trash_name: 'Kompos Unit Baru', collectorId: ctx.fixtures.bsiIds[1] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      trash_name: 'Kompos Unit Baru',
      collectorId: ctx.fixtures.bsiIds[1],
      collector_code: '002',
      tags: 'bsu',
      bsu_code: '104',
      bsu_name: 'BSU Kenanga',
    });
  });

  it('reads prices as people type them: dots group thousands, a comma marks the decimals', async () => {
    for (const [typed, stored] of [
      ['2.500', '2500.00'],
      ['1.250.000', '1250000.00'],
      ['2.500,50', '2500.50'],
      ['2500,5', '2500.50'],
      ['0.1', '0.10'],
    ] as const) {
      const created = await create({ trash_name: `Harga ${typed}`, selling_price: typed });
      expect(created.selling_price, typed).toBe(stored);
    }
  });

  it.each([
    [{ buying_price: '1,005' }, { buying_price: [MONEY] }],
    [{ trash_name: '' }, { trash_name: ['Nama Sampah kosong'] }],
    [{ category: 'kayu' }, { category: ['Kategori belum dipilih'] }],
    [{ collectorId: 999_999 }, { collectorId: ['Bank Sampah Induk tidak ditemukan'] }],
  ])('a refused update (%j) is 422 and changes nothing', async (patch, errors) => {
    const created = await create({ trash_name: `Tetap ${Object.keys(patch)[0]}` });
    const res = await same('PUT', `/strict/trash/${created.id}`, newItem(ctx.fixtures, { ...patch, selling_price: 1 }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    await expectUnchanged(created);
  });

  it('deletes items: 200 with the message and count, the rows gone, an audit row each; an id listed twice counts once', async () => {
    const [a, b] = [await create({ trash_name: 'Hapus A' }), await create({ trash_name: 'Hapus B' })];
    const deleted = { status: 200, body: { message: 'Sampah berhasil dihapus', deleted: 2 } };
    expect(await call('DELETE', '/strict/trash', { id: [a.id, String(b.id), a.id] })).toEqual(deleted);
    expect([await stored(a.id), await stored(b.id)]).toEqual([false, false]);
    expect((await list(call, 'search=hapus')).total_records).toBe(0);
    for (const item of [a, b]) {
      expect((await auditOf(ctx.db, item.id)).at(-1)).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'delete',
        before: item,
        after: null,
      });
    }
  });

  it.each([
    [0, 'Botol Plastik', 6],
    [6, 'Botol Kaca', 3],
  ])(
    'refuses (409) to delete an item used in transactions, saying to deactivate it, and deletes nothing (fixture item %i)',
    async (index, name, n) => {
      const a = await create({ trash_name: `Selamat 409 ${index}` });
      expect(await same('DELETE', '/strict/trash', { id: [a.id, ctx.fixtures.trashIds[index]] })).toEqual({
        status: 409,
        body: { message: usedIn(name, n) },
      });
      expect(await stored(a.id)).toBe(true);
    },
  );
});
