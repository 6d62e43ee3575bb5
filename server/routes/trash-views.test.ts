// Issue 17 on Data Sampah: the waste-item list's filters and sorts (GET /strict/trash), its
// download (GET /strict/export/trash) and its saved views, against an oracle computed in plain
// code from the trash table itself. An item belongs to a parent bank (bsi: trash.collector_id)
// and, when a unit bank keeps it for itself, to that unit bank too (bsu: trash.bsu_id); `low`
// is an item whose stock has reached its maximum.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { savedViewListSchema } from '../../lib/schemas/saved-views';
import { trashListSchema, type TrashItem } from '../../lib/schemas/trash';
import { collectors, trash } from '../db/schema';
import { EXPORT_BATCH } from '../domain/exports';
import { staffCaller } from '../test/access-api';
import { INVALID, useFixtureApp, type Call } from '../test/api';
import { parseCsv } from '../test/csv';
import { testDbKinds } from '../test/databases';

type View = Record<string, string>;
type Row = {
  id: number;
  name: string;
  type: string;
  status: string;
  bsi: number;
  bsu: number | null;
  stock: string;
  maximum: string;
  buying: string;
  selling: string;
};

/** The value each sort orders by, worked out in plain code. */
const sortKey: Record<string, (r: Row) => string | number> = {
  created: (r) => r.id,
  name: (r) => r.name.toLowerCase(),
  stock: (r) => Number(r.stock),
  buying: (r) => Number(r.buying),
  selling: (r) => Number(r.selling),
};

/** The ids a view shows, in its order ('-created': newest first), the id breaking ties the same way. */
function oracle(rows: Row[], view: View, reach: (r: Row) => boolean = () => true): number[] {
  const sort = view.sort ?? '-created';
  const key = sortKey[sort.replace(/^-/, '')]!;
  const cmp = (a: Row, b: Row) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id;
  };
  return rows
    .filter(reach)
    .filter((r) => !view.status || r.status === view.status)
    .filter((r) => !view.type || r.type === view.type)
    .filter((r) => !view.bsi || r.bsi === Number(view.bsi))
    .filter((r) => !view.bsu || r.bsu === Number(view.bsu))
    .filter((r) => !view.low || Number(r.stock) >= Number(r.maximum))
    .sort((a, b) => (sort.startsWith('-') ? -cmp(a, b) : cmp(a, b)))
    .map((r) => r.id);
}

/** A CSV download's rows, the header first, after checking the BOM that makes Excel read UTF-8. */
async function csvOf(res: Response): Promise<string[][]> {
  expect(res.status).toBe(200);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parseCsv(text.slice(1));
}

const SORTS = ['-created', 'created', 'name', '-name', 'stock', '-stock', 'buying', '-buying', 'selling', '-selling'];

describe.each(testDbKinds)('waste-item views and exports on %s', (kind) => {
  const ctx = useFixtureApp(kind, async ({ db, fixtures }) => {
    const [bsi0, bsi1] = fixtures.bsiIds as [number, number];
    const { bsuIds } = fixtures;
    // The fixtures' seven items are the parent banks' own, 'Non Organik', active, stock 0 of 1000.
    // These add the other type and status, unit banks' own items, names and prices that tie.
    const item = (
      trashName: string,
      collectorId: number,
      bsuId: number | null,
      type: 'Organik' | 'Non Organik',
      status: 'active' | 'inactive',
      [buyingPrice, sellingPrice, stock, maximum]: [string, string, string, string],
    ) => ({
      trashName,
      collectorId,
      bsuId,
      type,
      status,
      buyingPrice,
      sellingPrice,
      stock,
      maximum,
      unit: 'kg' as const,
    });
    await db
      .insert(trash)
      .values([
        item('KARDUS', bsi0, null, 'Non Organik', 'active', ['1500.00', '2000.00', '0', '1000']),
        item('Daun Kering', bsi0, bsuIds[0]!, 'Organik', 'active', ['500.00', '800.00', '1000', '1000']),
        item('Sisa Sayur', bsi0, bsuIds[0]!, 'Organik', 'inactive', ['500.00', '800.00', '1200.500', '1000']),
        item('Plastik "PET", bening', bsi0, bsuIds[1]!, 'Non Organik', 'active', [
          '2500.00',
          '3000.00',
          '12.500',
          '50',
        ]),
        item('Kulit Buah', bsi1, bsuIds[3]!, 'Organik', 'active', ['300.00', '450.50', '5', '5']),
        item('Tembaga', bsi1, null, 'Non Organik', 'inactive', ['50000.00', '60000.00', '0', '0']),
      ]);
    // Stock against the maximum, set straight in the table: over it, just under it, at it.
    const stocks: [string, string][] = [
      ['Besi', '2000'],
      ['Kertas HVS', '999.999'],
      ['Botol Kaca', '1000'],
      ['Kardus', '12.500'],
    ];
    for (const [name, stock] of stocks) await db.update(trash).set({ stock }).where(eq(trash.trashName, name));
  });

  /** Every item, read straight from the table. */
  const rows = async (): Promise<Row[]> =>
    ctx.db
      .select({
        id: trash.id,
        name: trash.trashName,
        type: trash.type,
        status: trash.status,
        bsi: trash.collectorId,
        bsu: trash.bsuId,
        stock: trash.stock,
        maximum: trash.maximum,
        buying: trash.buyingPrice,
        selling: trash.sellingPrice,
      })
      .from(trash);
  const bank = (name: 'bsiIds' | 'bsuIds', i: number) => String(ctx.fixtures[name][i]);
  const list = async (view: View, call: Call = ctx.call) => {
    const res = await call('GET', `/strict/trash?${new URLSearchParams({ per_page: '50', ...view })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return trashListSchema.parse(res.body);
  };
  const download = (view: View, format: 'csv' | 'xlsx', token = ctx.adminToken) =>
    ctx.app.request(`/strict/export/trash?${new URLSearchParams({ ...view, format })}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('filters by each part of a view, alone and together, exactly as the rows say', async () => {
    const all = await rows();
    const views: View[] = [
      {},
      { status: 'active' },
      { status: 'inactive' },
      { type: 'Organik' },
      { type: 'Non Organik' },
      { bsi: bank('bsiIds', 0) },
      { bsi: bank('bsiIds', 1) },
      { bsu: bank('bsuIds', 0) },
      { bsu: bank('bsuIds', 1) },
      { bsu: bank('bsuIds', 3) },
      { bsu: bank('bsuIds', 2) },
      { low: '1' },
      { low: '1', bsi: bank('bsiIds', 0) },
      { low: '1', status: 'active', type: 'Organik' },
      { type: 'Organik', status: 'active' },
      { bsi: bank('bsiIds', 0), bsu: bank('bsuIds', 0), type: 'Organik', status: 'inactive', low: '1' },
      { bsi: bank('bsiIds', 1), type: 'Non Organik', sort: '-selling' },
      { bsi: bank('bsiIds', 1), bsu: bank('bsuIds', 0) },
      { low: '1', sort: 'stock' },
    ];
    for (const view of views) {
      const page = await list(view);
      const expected = oracle(all, view);
      expect(
        page.items.map((i) => i.id),
        JSON.stringify(view),
      ).toEqual(expected);
      expect(page.total_records, JSON.stringify(view)).toBe(expected.length);
    }
    // The data holds what each filter is there for: full items, and items that are not.
    const low = oracle(all, { low: '1' });
    expect(low.length).toBeGreaterThanOrEqual(5);
    expect(low.length).toBeLessThan(all.length);
    expect(oracle(all, { bsu: bank('bsuIds', 0), low: '1' })).toHaveLength(2);
  });

  it('sorts each way both ways, ties broken by the id in the same direction, the same across pages', async () => {
    const all = await rows();
    for (const sort of SORTS) {
      for (const view of [{ sort }, { sort, status: 'active' }] as View[]) {
        const expected = oracle(all, view);
        expect(
          (await list(view)).items.map((i) => i.id),
          JSON.stringify(view),
        ).toEqual(expected);
        // Three at a time: the pages join up into the same order, no row twice or missing.
        const paged: number[] = [];
        for (let page = 1; paged.length < expected.length; page++) {
          const part = await list({ ...view, per_page: '3', page: String(page) });
          paged.push(...part.items.map((i) => i.id));
          if (!part.has_next_page) break;
        }
        expect(paged, JSON.stringify(view)).toEqual(expected);
      }
    }
    // Ties the tie-breaker decides: 'Kardus'/'KARDUS' by name, both prices too; stock 0 and 1000 repeat.
    const ties = (key: (r: Row) => string) => new Set(all.map(key)).size < all.length;
    expect(ties((r) => r.name.toLowerCase())).toBe(true);
    expect(ties((r) => r.buying)).toBe(true);
    expect(ties((r) => r.selling)).toBe(true);
    expect(ties((r) => String(Number(r.stock)))).toBe(true);
  });

  it('refuses a view that does not hold, naming the field, in the list and the export', async () => {
    const cases: [string, string, string][] = [
      ['low=2', 'low', 'Filter stok tidak dikenal'],
      ['low=true', 'low', 'Filter stok tidak dikenal'],
      ['type=x', 'type', 'Jenis tidak dikenal'],
      ['status=deleted', 'status', 'Status tidak dikenal'],
      ['sort=amount', 'sort', 'Urutan tidak dikenal'],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ['/strict/trash', '/strict/export/trash']) {
        const res = await ctx.call('GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(422);
        expect(res.body, `${path}?${query}`).toEqual({ message: INVALID, errors: { [field]: [message] } });
      }
    }
    for (const query of ['bsi=x', 'bsu=0', 'bsi=1.5']) {
      for (const path of ['/strict/trash', '/strict/export/trash']) {
        const res = await ctx.call('GET', `${path}?${query}`);
        const field = query.split('=')[0]!;
        expect(res.status, `${path}?${query}`).toBe(422);
        expect(res.body.message).toBe(INVALID);
        expect(res.body.errors, `${path}?${query}`).toEqual({ [field]: [expect.any(String)] });
      }
    }
  });

  it('keeps a BSI admin within its parent bank whatever bank it filters by', async () => {
    const all = await rows();
    const bsi0 = ctx.fixtures.bsiIds[0]!;
    const admin = await staffCaller(ctx, 'bsi_admin', { collectorId: bsi0 });
    const mine = (r: Row) => r.bsi === bsi0;
    const views: View[] = [
      {},
      { sort: 'name' },
      { low: '1' },
      { bsi: bank('bsiIds', 1) },
      { bsu: bank('bsuIds', 3) },
      { bsu: bank('bsuIds', 0), sort: '-stock' },
      { type: 'Organik', status: 'inactive' },
    ];
    for (const view of views) {
      const expected = oracle(all, view, mine);
      const page = await list(view, admin.call);
      expect(
        page.items.map((i) => i.id),
        JSON.stringify(view),
      ).toEqual(expected);
      expect(page.total_records).toBe(expected.length);
      expect(page.items.every((i) => i.collectorId === bsi0)).toBe(true);
      const [, ...lines] = await csvOf(await download(view, 'csv', admin.token));
      expect(lines.length, JSON.stringify(view)).toBe(expected.length);
      expect(
        lines.map((l) => l[0]),
        JSON.stringify(view),
      ).toEqual(page.items.map((i) => i.trash_name));
    }
    // The other parent bank's items are there: the admin is kept from them, not short of them.
    expect(oracle(all, { bsi: bank('bsiIds', 1) }).length).toBeGreaterThan(0);
    expect(oracle(all, { bsi: bank('bsiIds', 1) }, mine)).toEqual([]);
  });

  /** A row of the list as the export writes it (Indonesian headers, the fixture admin's language). */
  const cellsOf = (i: TrashItem) => [
    i.trash_name,
    i.type,
    i.buying_price,
    i.selling_price,
    i.stock,
    i.unit,
    i.maximum,
    i.tags === null ? i.collector_name : i.bsu_name,
    i.status === 'active' ? 'Aktif' : 'Tidak aktif',
  ];

  it('downloads a view as CSV: the list’s rows in its order, prices as plain numbers', async () => {
    for (const view of [
      {},
      { sort: '-buying' },
      { low: '1', sort: 'name' },
      { bsi: bank('bsiIds', 0), sort: 'selling' },
    ] as View[]) {
      const res = await download(view, 'csv');
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const [header, ...lines] = await csvOf(res);
      expect(header).toEqual([
        'Nama Sampah',
        'Tipe',
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
        expect(line[2]).toMatch(/^\d+\.\d{2}$/);
        expect(line[3]).toMatch(/^\d+\.\d{2}$/);
      }
    }
    // A name holding quotes and a comma survives the round trip.
    const csv = await (await download({ type: 'Non Organik' }, 'csv')).text();
    expect(csv).toContain('"Plastik ""PET"", bening"');
  });

  it('downloads a view as XLSX: the same rows, prices and quantities as real numbers', async () => {
    const view = { sort: '-stock', status: 'active' };
    const res = await download(view, 'xlsx');
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Data Sampah');
    expect(sheet.getRow(1).getCell(3).value).toBe('Harga Beli');
    const listed = (await list(view)).items;
    expect(listed.map((i) => i.id)).toEqual(oracle(await rows(), view));
    expect(sheet.rowCount).toBe(listed.length + 1);
    listed.forEach((item, n) => {
      const row = sheet.getRow(n + 2);
      expect(row.getCell(1).value).toBe(item.trash_name);
      expect(row.getCell(3).value).toBe(Number(item.buying_price));
      expect(row.getCell(4).value).toBe(Number(item.selling_price));
      expect(row.getCell(3).numFmt).toContain('Rp');
      expect(row.getCell(5).value).toBe(Number(item.stock));
      expect(row.getCell(7).value).toBe(Number(item.maximum));
      expect(row.getCell(8).value).toBe(item.tags === null ? item.collector_name : item.bsu_name);
    });
  });

  it('names the owner as the list does: the unit bank for its own item, else the parent bank', async () => {
    const [parent] = await ctx.db
      .select({ name: collectors.trashBankName })
      .from(collectors)
      .where(eq(collectors.id, ctx.fixtures.bsiIds[1]!));
    const lines = await csvOf(await download({ bsi: bank('bsiIds', 1), sort: 'name' }, 'csv'));
    const byName = new Map(lines.slice(1).map((l) => [l[0], l[7]]));
    expect(byName.get('Kulit Buah')).toBe('BSU Kenanga');
    expect(byName.get('Besi')).toBe(parent!.name);
  });

  it('saves a trash view and gives it back as the list’s own parts, which show the same rows', async () => {
    const query = `page=2&foo=1&sort=-stock&low=1&bsi=${bank('bsiIds', 0)}&type=Organik&search=`;
    const res = await ctx.call('POST', '/strict/account/views', { resource: 'trash', name: 'Organik penuh', query });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = savedViewListSchema.parse((await ctx.call('GET', '/strict/account/views?resource=trash')).body).items;
    const kept = `type=Organik&bsi=${bank('bsiIds', 0)}&low=1&sort=-stock`;
    expect(saved).toEqual([{ id: expect.any(Number), name: 'Organik penuh', query: kept }]);
    const view = Object.fromEntries(new URLSearchParams(saved[0]!.query));
    const expected = oracle(await rows(), view);
    expect(expected.length).toBeGreaterThan(0);
    expect((await list(view)).items.map((i) => i.id)).toEqual(expected);
    // Another list's views are not this one's; a view that does not hold is refused.
    const other = savedViewListSchema.parse((await ctx.call('GET', '/strict/account/views?resource=customer')).body);
    expect(other.items).toEqual([]);
    const bad = await ctx.call('POST', '/strict/account/views', { resource: 'trash', name: 'x', query: 'low=2' });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: INVALID, errors: { low: ['Filter stok tidak dikenal'] } });
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
  const rows = async (): Promise<Row[]> =>
    ctx.db
      .select({
        id: trash.id,
        name: trash.trashName,
        type: trash.type,
        status: trash.status,
        bsi: trash.collectorId,
        bsu: trash.bsuId,
        stock: trash.stock,
        maximum: trash.maximum,
        buying: trash.buyingPrice,
        selling: trash.sellingPrice,
      })
      .from(trash);

  const views: View[] = [
    ...SORTS.map((sort) => ({ sort })),
    { sort: '-buying', status: 'active' },
    { sort: '-stock', type: 'Non Organik' },
  ];
  it.each(views)('exports %j whole and in order', async (view: View) => {
    const all = await rows();
    const expected = oracle(all, view);
    expect(expected.length).toBeGreaterThan(EXPORT_BATCH);
    const maximum = new Map(all.map((r) => [r.id, Number(r.maximum)]));
    const res = await ctx.app.request(`/strict/export/trash?${new URLSearchParams({ ...view, format: 'csv' })}`, {
      headers: { authorization: `Bearer ${ctx.adminToken}` },
    });
    const [, ...lines] = await csvOf(res);
    expect(lines.map((l) => Number(l[6]))).toEqual(expected.map((id) => maximum.get(id)));
  });
});
