// Issue 17 on Data Sampah's download (GET /strict/export/trash): a view's items in the list's
// order, as CSV (prices as plain numbers) and as XLSX (real numbers), the owner named as the list
// names it; and a download longer than one read of the export, resumed batch after batch.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trashSorts } from '../../lib/schemas/master-views';
import type { WasteCategory } from '../../lib/schemas/fields';
import type { TrashItem } from '../../lib/schemas/trash';
import { collectors, trash } from '../db/schema';
import { EXPORT_BATCH } from '../domain/exports';
import { useFixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';
import { csvOf, oracle, rowsOf, useTrashViewsApp } from '../test/trash-views';
import { download, sheetOf } from '../test/view-api';
import type { View } from '../test/view-oracle';

/** The columns the export copies from the list as they are, in its order, after the name, type and category. */
const COPIED = ['buying_price', 'selling_price', 'stock', 'unit', 'maximum'] as const;

/** SIPSN's names of the categories, as the Indonesian export writes them. */
const KATEGORI: Record<WasteCategory, string> = {
  food: 'Sisa Makanan',
  wood: 'Kayu/Ranting',
  paper: 'Kertas/Karton',
  plastic: 'Plastik',
  metal: 'Logam',
  textile: 'Kain/Tekstil',
  rubber: 'Karet/Kulit',
  glass: 'Kaca',
  other: 'Lainnya',
};

/** A row of the list as the export writes it (Indonesian headers, the fixture admin's language). */
const cellsOf = (i: TrashItem) => [
  i.trash_name,
  i.type,
  KATEGORI[i.category],
  ...COPIED.map((column) => i[column]),
  // The owner: the unit bank for its own item, else the parent bank.
  i.tags === null ? i.collector_name : i.bsu_name,
  i.status === 'active' ? 'Aktif' : 'Tidak aktif',
];

describe.each(testDbKinds)('waste-item views and exports on %s', (kind) => {
  const { ctx, rows, bank, list } = useTrashViewsApp(kind);

  it('downloads a view as CSV: the list’s rows in its order, prices as plain numbers', async () => {
    for (const view of [
      {},
      { sort: '-buying' },
      { low: '1', sort: 'name' },
      { bsi: bank('bsiIds', 0), sort: 'selling' },
    ] as View[]) {
      const res = await download(ctx, 'trash', view, 'csv');
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const [header, ...lines] = await csvOf(res);
      expect(header).toEqual([
        'Nama Sampah',
        'Tipe',
        'Kategori',
        'Harga Beli',
        'Harga Jual',
        'Stok',
        'Satuan',
        'Maksimum',
        'Pemilik',
        'Status',
      ]);
      const listed = await list(view);
      expect(listed.items.map((i) => i.id)).toEqual(oracle(await rows(), view));
      expect(lines, JSON.stringify(view)).toEqual(listed.items.map(cellsOf));
      for (const line of lines) {
        expect(line[3]).toMatch(/^\d+\.\d{2}$/);
        expect(line[4]).toMatch(/^\d+\.\d{2}$/);
      }
    }
    // A name holding quotes and a comma survives the round trip.
    const csv = await (await download(ctx, 'trash', { type: 'Non Organik' }, 'csv')).text();
    expect(csv).toContain('"Plastik ""PET"", bening"');
  });

  it('downloads a view as XLSX: the same rows, prices and quantities as real numbers', async () => {
    const view = { sort: '-stock', status: 'active' };
    const res = await download(ctx, 'trash', view, 'xlsx');
    expect(res.status).toBe(200);
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('Data Sampah');
    expect(sheet.getRow(1).getCell(3).value).toBe('Kategori');
    expect(sheet.getRow(1).getCell(4).value).toBe('Harga Beli');
    const listed = (await list(view)).items;
    expect(listed.map((i) => i.id)).toEqual(oracle(await rows(), view));
    expect(sheet.rowCount).toBe(listed.length + 1);
    listed.forEach((item, n) => {
      const row = sheet.getRow(n + 2);
      expect(row.getCell(1).value).toBe(item.trash_name);
      expect(row.getCell(3).value).toBe(KATEGORI[item.category]);
      expect(row.getCell(4).value).toBe(Number(item.buying_price));
      expect(row.getCell(5).value).toBe(Number(item.selling_price));
      expect(row.getCell(4).numFmt).toContain('Rp');
      expect(row.getCell(6).value).toBe(Number(item.stock));
      expect(row.getCell(8).value).toBe(Number(item.maximum));
      expect(row.getCell(9).value).toBe(item.tags === null ? item.collector_name : item.bsu_name);
    });
  });

  it('writes each item’s category in the reader’s language, and exports a view of one category', async () => {
    const view = { category: 'paper', sort: 'name' };
    const english = await ctx.app.request(`/strict/export/trash?${new URLSearchParams({ ...view, format: 'csv' })}`, {
      headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-language': 'en' },
    });
    const [header, ...lines] = await csvOf(english);
    expect(header!.slice(0, 4)).toEqual(['Waste Item Name', 'Type', 'Category', 'Buying Price']);
    const listed = (await list(view)).items;
    expect(listed.map((i) => i.id)).toEqual(oracle(await rows(), view));
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(lines.map((l) => [l[0], l[2]])).toEqual(listed.map((i) => [i.trash_name, 'Paper/Cardboard']));
    // In Indonesian, every category by SIPSN's name; the fixtures' uncategorised item as 'Lainnya'.
    const [, ...all] = await csvOf(await download(ctx, 'trash', { sort: 'name' }, 'csv'));
    const byName = new Map(all.map((l) => [l[0], l[2]]));
    expect(byName.get('Daun Kering')).toBe('Kayu/Ranting');
    expect(byName.get('Botol Kaca')).toBe('Kaca');
    expect(byName.get('Minyak Jelantah')).toBe('Lainnya');
  });

  it('names the owner as the list does: the unit bank for its own item, else the parent bank', async () => {
    const [parent] = await ctx.db
      .select({ name: collectors.trashBankName })
      .from(collectors)
      .where(eq(collectors.id, ctx.fixtures.bsiIds[1]!));
    const lines = await csvOf(await download(ctx, 'trash', { bsi: bank('bsiIds', 1), sort: 'name' }, 'csv'));
    const byName = new Map(lines.slice(1).map((l) => [l[0], l[8]]));
    expect(byName.get('Kulit Buah')).toBe('BSU Kenanga');
    expect(byName.get('Besi')).toBe(parent!.name);
  });
});

describe.each(testDbKinds)('a waste-item download longer than one batch on %s', (kind) => {
  // More items than one read of the export takes, their names, stocks and prices tying in
  // long runs: each batch must resume right after the last item of the one before, by each
  // sort's value and then the id. The maximum is unique: it names the row in the file.
  const COUNT = 2 * EXPORT_BATCH + 600;
  const ctx = useFixtureApp(kind, async ({ db, fixtures }) => {
    const names = ['Botol', 'botol', 'Kaleng', 'Ember'];
    for (let from = 0; from < COUNT; from += 500)
      await db.insert(trash).values(
        Array.from({ length: Math.min(500, COUNT - from) }, (_, n) => {
          const i = from + n;
          return {
            trashName: names[i % names.length]!,
            type: i % 3 ? ('Non Organik' as const) : ('Organik' as const),
            status: i % 5 ? ('active' as const) : ('inactive' as const),
            buyingPrice: `${(i % 7) * 250}.50`,
            sellingPrice: `${(i % 11) * 300}.00`,
            stock: `${i % 13}.250`,
            maximum: String(10_000 + i),
            unit: 'kg' as const,
            collectorId: fixtures.bsiIds[i % 2]!,
          };
        }),
      );
  });

  const views: View[] = [
    ...trashSorts.map((sort) => ({ sort })),
    { sort: '-buying', status: 'active' },
    { sort: '-stock', type: 'Non Organik' },
  ];
  it.each(views)('exports %j whole and in order', async (view: View) => {
    const all = await rowsOf(ctx.db);
    const expected = oracle(all, view);
    expect(expected.length).toBeGreaterThan(EXPORT_BATCH);
    const maximum = new Map(all.map((r) => [r.id, Number(r.maximum)]));
    const [, ...lines] = await csvOf(await download(ctx, 'trash', view, 'csv'));
    expect(lines.map((l) => Number(l[7]))).toEqual(expected.map((id) => maximum.get(id)));
  });
});
