// Issue 17 on Data User's download (GET /strict/export/user): a view's accounts, in the list's
// order, every column as the tables say, as CSV and as XLSX; and a download longer than one read
// of the export, resumed batch after batch, ties and all.
import { describe, expect, it } from 'vitest';
import { staffAccess, users } from '../db/schema';
import { EXPORT_BATCH } from '../domain/exports';
import { useFixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';
import { accounts, cellsOf, csvRows, HEADERS, listAll, oracle, useAccountViewsApp, VIEWS } from '../test/user-views';
import { download, rowText, sheetOf } from '../test/view-api';
import type { View } from '../test/view-oracle';

describe.each(testDbKinds)('account views and exports on %s', (kind) => {
  const { ctx } = useAccountViewsApp(kind);

  it('downloads a view as CSV: the list’s rows, in its order, every column as the tables say', async () => {
    const all = await accounts(ctx);
    for (const view of VIEWS) {
      const expected = oracle(all, view);
      const { items } = await listAll(ctx.call, view);
      const rows = await csvRows(ctx, view);
      // The same accounts as the list, in its order (an account's phone number is its own).
      expect(
        rows.map((r) => r[2]),
        JSON.stringify(view),
      ).toEqual(items.map((u) => u.phone_number));
      expect(rows, JSON.stringify(view)).toEqual(expected.map(cellsOf));
    }
    // The quotes and comma of a name survive, and a role-less account has no role and no scope.
    const rows = await csvRows(ctx, { search: 'rina' });
    expect(rows.map((r) => r[0])).toEqual(['Rina "Ayu", Dewi']);
    const joko = await csvRows(ctx, { search: 'santoso' });
    expect(joko).toEqual([['Joko Santoso', '', expect.any(String), '', '', 'Aktif']]);
  });

  it('downloads a view as XLSX that parses to the same rows', async () => {
    const view = { sort: '-name', status: 'active' };
    const expected = oracle(await accounts(ctx), view).map(cellsOf);
    const res = await download(ctx, 'user', view, 'xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Data-User-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('Data User');
    const cells = (r: number) => rowText(sheet, r, HEADERS.length);
    expect(cells(1)).toEqual(HEADERS);
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect(expected.map((_, i) => cells(i + 2))).toEqual(expected);
  });
});

describe.each(testDbKinds)('an account download longer than one batch on %s', (kind) => {
  // More accounts than one read of the export takes, most of them sharing a name: each batch
  // must resume right after the last account of the one before, ties and all.
  const COUNT = EXPORT_BATCH + 150;
  const ctx = useFixtureApp(kind, async ({ db }) => {
    const names = [
      ['Sari', 'Wulandari'],
      ['Bayu', null],
      ['Sari', 'Wulandari'],
      ['citra', 'Lestari'],
    ] as const;
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          firstName: names[i % names.length]![0],
          lastName: names[i % names.length]![1],
          email: null,
          phoneNumber: `0899${String(i).padStart(8, '0')}`,
          role: 'admin' as const,
          status: i % 5 === 0 ? ('inactive' as const) : ('active' as const),
        })),
      )
      .returning({ id: users.id });
    await db.insert(staffAccess).values(rows.map((r) => ({ userId: r.id, role: 'programme' as const })));
  });

  it.each<View>([{}, { sort: 'name' }, { sort: '-name' }, { sort: 'created' }, { sort: 'name', status: 'active' }])(
    'exports %j whole and in order',
    async (view) => {
      const expected = oracle(await accounts(ctx), view);
      expect(expected.length).toBeGreaterThan(view.status ? 1500 : EXPORT_BATCH);
      const rows = await csvRows(ctx, view);
      expect(rows.length).toBe(expected.length);
      expect(rows.map((r) => r[2])).toEqual(expected.map((a) => a.phone));
    },
  );
});
