// What the waste-item view suites (trash-views-*.test.ts, issue 17 on Data Sampah) share: the
// oracle, computed in plain code from the trash table itself; a CSV download's rows; and the
// fixture app with items of every type, status and owner, names and prices that tie. An item
// belongs to a parent bank (bsi: trash.collector_id) and, when a unit bank keeps it for itself, to
// that unit bank too (bsu: trash.bsu_id); `low` is an item whose stock has reached its maximum.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { WasteCategory } from '../../lib/schemas/fields';
import { trashListSchema } from '../../lib/schemas/trash';
import type { Db } from '../db/client';
import { trash } from '../db/schema';
import { useFixtureApp, type Call } from './api';
import { parseCsv } from './csv';
import type { TestDbKind } from './databases';
import { textWithBom } from './view-api';
import type { View } from './view-oracle';

export type Row = {
  id: number;
  name: string;
  type: string;
  category: string;
  status: string;
  bsi: number;
  bsu: number | null;
  stock: string;
  maximum: string;
  buying: string;
  selling: string;
};

/** Every item, read straight from the table. */
export const rowsOf = (db: Db): Promise<Row[]> =>
  db
    .select({
      id: trash.id,
      name: trash.trashName,
      type: trash.type,
      category: trash.category,
      status: trash.status,
      bsi: trash.collectorId,
      bsu: trash.bsuId,
      stock: trash.stock,
      maximum: trash.maximum,
      buying: trash.buyingPrice,
      selling: trash.sellingPrice,
    })
    .from(trash);

/** The value each sort orders by, worked out in plain code. */
const sortKey: Record<string, (r: Row) => string | number> = {
  created: (r) => r.id,
  name: (r) => r.name.toLowerCase(),
  stock: (r) => Number(r.stock),
  buying: (r) => Number(r.buying),
  selling: (r) => Number(r.selling),
};

/** The ids a view shows, in its order ('-created': newest first), the id breaking ties the same way. */
export function oracle(rows: Row[], view: View, reach: (r: Row) => boolean = () => true): number[] {
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
    .filter((r) => !view.category || r.category === view.category)
    .filter((r) => !view.bsi || r.bsi === Number(view.bsi))
    .filter((r) => !view.bsu || r.bsu === Number(view.bsu))
    .filter((r) => !view.low || Number(r.stock) >= Number(r.maximum))
    .sort((a, b) => (sort.startsWith('-') ? -cmp(a, b) : cmp(a, b)))
    .map((r) => r.id);
}

/** A CSV download's rows, the header first, after checking the BOM that makes Excel read UTF-8. */
export async function csvOf(res: Response): Promise<string[][]> {
  expect(res.status).toBe(200);
  const text = await textWithBom(res);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parseCsv(text.slice(1));
}

/**
 * The fixture app of a waste-item view suite, with `rows` (every item, from the table), `bank`
 * (fixture bank i's id, as a view has it) and `list` (GET /strict/trash of a view, 50 to a page,
 * with the administrator's caller unless told).
 */
export function useTrashViewsApp(kind: TestDbKind) {
  const ctx = useFixtureApp(kind, async ({ db, fixtures }) => {
    const [bsi0, bsi1] = fixtures.bsiIds as [number, number];
    const { bsuIds } = fixtures;
    // The fixtures' seven items are the parent banks' own, 'Non Organik', active, stock 0 of 1000.
    // These add the other type and status, unit banks' own items, names and prices that tie, and
    // categories: several items in most, none in 'textile' or 'rubber'.
    const item = (
      trashName: string,
      collectorId: number,
      bsuId: number | null,
      [type, category]: ['Organik' | 'Non Organik', WasteCategory],
      status: 'active' | 'inactive',
      [buyingPrice, sellingPrice, stock, maximum]: [string, string, string, string],
    ) => ({
      trashName,
      collectorId,
      bsuId,
      type,
      category,
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
        item('KARDUS', bsi0, null, ['Non Organik', 'paper'], 'active', ['1500.00', '2000.00', '0', '1000']),
        item('Daun Kering', bsi0, bsuIds[0]!, ['Organik', 'wood'], 'active', ['500.00', '800.00', '1000', '1000']),
        item('Sisa Sayur', bsi0, bsuIds[0]!, ['Organik', 'food'], 'inactive', ['500.00', '800.00', '1200.500', '1000']),
        item('Plastik "PET", bening', bsi0, bsuIds[1]!, ['Non Organik', 'plastic'], 'active', [
          '2500.00',
          '3000.00',
          '12.500',
          '50',
        ]),
        item('Kulit Buah', bsi1, bsuIds[3]!, ['Organik', 'food'], 'active', ['300.00', '450.50', '5', '5']),
        item('Tembaga', bsi1, null, ['Non Organik', 'metal'], 'inactive', ['50000.00', '60000.00', '0', '0']),
      ]);
    // The fixtures' own items, stored without a category ('other'), get theirs; Minyak Jelantah keeps 'other'.
    const categories: [string, WasteCategory][] = [
      ['Botol Plastik', 'plastic'],
      ['Kardus', 'paper'],
      ['Kaleng Aluminium', 'metal'],
      ['Kertas HVS', 'paper'],
      ['Besi', 'metal'],
      ['Botol Kaca', 'glass'],
    ];
    for (const [name, category] of categories)
      await db.update(trash).set({ category }).where(eq(trash.trashName, name));
    // Stock against the maximum, set straight in the table: over it, just under it, at it.
    const stocks: [string, string][] = [
      ['Besi', '2000'],
      ['Kertas HVS', '999.999'],
      ['Botol Kaca', '1000'],
      ['Kardus', '12.500'],
    ];
    for (const [name, stock] of stocks) await db.update(trash).set({ stock }).where(eq(trash.trashName, name));
  });
  const rows = () => rowsOf(ctx.db);
  const bank = (name: 'bsiIds' | 'bsuIds', i: number) => String(ctx.fixtures[name][i]);
  const list = async (view: View, call: Call = ctx.call) => {
    const res = await call('GET', `/strict/trash?${new URLSearchParams({ per_page: '50', ...view })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return trashListSchema.parse(res.body);
  };
  return { ctx, rows, bank, list };
}
