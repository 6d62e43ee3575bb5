// Issue 17 on Data Sampah: the waste-item list's filters and sorts (GET /strict/trash), against an
// oracle computed in plain code from the trash table itself; the refusals; a BSI admin's reach, in
// the list and its download.
import { describe, expect, it } from 'vitest';
import { wasteCategories } from '../../lib/schemas/fields';
import { trashSorts } from '../../lib/schemas/master-views';
import { staffCaller } from '../test/access-api';
import { testDbKinds } from '../test/databases';
import { csvOf, oracle, useTrashViewsApp, type Row } from '../test/trash-views';
import { download, expectListed, expectRefused } from '../test/view-api';
import type { View } from '../test/view-oracle';

describe.each(testDbKinds)('waste-item views and exports on %s', (kind) => {
  const { ctx, rows, bank, list } = useTrashViewsApp(kind);

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
    for (const view of views) expectListed(await list(view), oracle(all, view), JSON.stringify(view));
    // The data holds what each filter is there for: full items, and items that are not.
    const low = oracle(all, { low: '1' });
    expect(low.length).toBeGreaterThanOrEqual(5);
    expect(low.length).toBeLessThan(all.length);
    expect(oracle(all, { bsu: bank('bsuIds', 0), low: '1' })).toHaveLength(2);
  });

  it('filters by each SIPSN category, alone and with the other parts, exactly as the rows say', async () => {
    const all = await rows();
    const views: View[] = [
      ...wasteCategories.map((category) => ({ category })),
      { category: 'food', type: 'Organik' },
      { category: 'food', status: 'inactive' },
      { category: 'paper', sort: 'name' },
      { category: 'metal', bsi: bank('bsiIds', 1), sort: '-selling' },
      { category: 'paper', low: '1' },
      { category: 'plastic', bsu: bank('bsuIds', 1) },
      { category: 'plastic', type: 'Organik' },
    ];
    for (const view of views) {
      const page = await list(view);
      expectListed(page, oracle(all, view), JSON.stringify(view));
      expect(page.items.every((i) => i.category === view.category)).toBe(true);
    }
    // Each part of the data is there: categories of several items, one of none, and the filter narrows.
    const count = (category: string) => oracle(all, { category }).length;
    expect(count('paper')).toBeGreaterThanOrEqual(3);
    expect(count('food')).toBe(2);
    expect(count('textile')).toBe(0);
    expect(wasteCategories.reduce((n, c) => n + count(c), 0)).toBe(all.length);
    // The filter reaches the search's count too: a page of one, the total of all.
    expect(await list({ category: 'paper', per_page: '1' })).toMatchObject({
      total_records: count('paper'),
      has_next_page: true,
    });
  });

  it('sorts each way both ways, ties broken by the id in the same direction, the same across pages', async () => {
    const all = await rows();
    for (const sort of trashSorts) {
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
    await expectRefused(ctx.call, (query) => [`/strict/trash?${query}`, `/strict/export/trash?${query}`], [
      ['low', 'Filter stok tidak dikenal', ['low=2', 'low=true']],
      ['type', 'Jenis tidak dikenal', ['type=x']],
      ['category', 'Kategori tidak dikenal', ['category=kaca', 'category=Plastik', 'category=PAPER']],
      ['status', 'Status tidak dikenal', ['status=deleted']],
      ['sort', 'Urutan tidak dikenal', ['sort=amount']],
      ['bsi', expect.any(String), ['bsi=x', 'bsi=1.5']],
      ['bsu', expect.any(String), ['bsu=0']],
    ]);
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
      { category: 'metal' },
      { category: 'food', bsu: bank('bsuIds', 3) },
    ];
    for (const view of views) {
      const expected = oracle(all, view, mine);
      const page = await list(view, admin.call);
      expectListed(page, expected, JSON.stringify(view));
      expect(page.items.every((i) => i.collectorId === bsi0)).toBe(true);
      const [, ...lines] = await csvOf(await download(ctx, 'trash', view, 'csv', admin.token));
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
});
