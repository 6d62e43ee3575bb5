// Issue 17 on Isi Saldo and Penarikan Dana: the request lists' filters and sorts (GET
// /strict/wallet?filter_note=topup|withdraw) and their downloads (GET /strict/export/topup|withdraw),
// against an oracle computed from the rows themselves.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { walletListSchema } from '../../lib/schemas/wallets';
import { customers, walletRequests, wallets } from '../db/schema';
import { INVALID, useFixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';
import { viewed, type View, type ViewRow } from '../test/view-oracle';

type Kind = 'topup' | 'withdraw';
type Row = ViewRow & { kind: Kind };

const oracle = (rows: Row[], kind: Kind, view: View) => viewed(rows, view, '-created_at', (r) => r.kind === kind);

describe.each(testDbKinds)('top-up and withdrawal views and exports on %s', (kind) => {
  const ctx = useFixtureApp(kind, async ({ db }) => {
    const people = await db.select({ userId: customers.userId }).from(customers);
    const owned = await db.insert(wallets).values(people).returning({ id: wallets.id });
    const statuses = ['pending', 'accepted', 'rejected'] as const;
    await db.insert(walletRequests).values(
      Array.from({ length: 24 }, (_, i) => ({
        walletId: owned[i % owned.length]!.id,
        kind: i % 2 ? ('topup' as const) : ('withdraw' as const),
        status: statuses[i % 3]!,
        amount: `${((i * 7919) % 50_000) + 1000}.00`,
        total: `${((i * 7919) % 50_000) + 1500}.00`,
        bankName: 'BRI',
        accountNumber: `00${i}`,
        cardholderName: i === 4 ? '=HYPERLINK("x")' : 'Budi',
        createdAt: new Date(Date.UTC(2026, 9, 1 + (i % 20), 16 + (i % 3))),
      })),
    );
  });
  const rows = async (): Promise<Row[]> =>
    ctx.db
      .select({
        id: walletRequests.id,
        kind: walletRequests.kind,
        status: walletRequests.status,
        amount: walletRequests.amount,
        created: walletRequests.createdAt,
      })
      .from(walletRequests);

  it.each(['topup', 'withdraw'] as const)('%s: filters and sorts exactly as the rows say', async (list) => {
    const all = await rows();
    const views: View[] = [
      {},
      { sort: 'created_at' },
      { sort: '-amount' },
      { sort: 'amount', status: 'pending' },
      { status: 'accepted' },
      { from: '2026-10-05', to: '2026-10-12' },
      { min: '10000', max: '30000', sort: '-amount' },
    ];
    for (const view of views) {
      const query = new URLSearchParams({ filter_note: list, per_page: '100', ...view });
      const res = await ctx.call('GET', `/strict/wallet?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = walletListSchema.parse(res.body);
      const expected = oracle(all, list, view);
      expect(
        page.items.map((i) => i.id),
        JSON.stringify(view),
      ).toEqual(expected);
      expect(page.total_records, JSON.stringify(view)).toBe(expected.length);
    }
  });

  it('refuses a view that does not hold, naming the field', async () => {
    for (const path of [
      '/strict/wallet?filter_note=topup&status=settlement',
      '/strict/export/topup?status=settlement',
    ]) {
      const res = await ctx.call('GET', path);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: INVALID, errors: { status: ['Status tidak dikenal'] } });
    }
  });

  it('downloads a withdrawal view as CSV and XLSX: the same rows, formulas neutralised', async () => {
    const view = { sort: '-amount' };
    const expected = oracle(await rows(), 'withdraw', view);
    const get = (format: string) =>
      ctx.app.request(`/strict/export/withdraw?${new URLSearchParams({ ...view, format })}`, {
        headers: { authorization: `Bearer ${ctx.adminToken}` },
      });
    const csv = await (await get('csv')).text();
    const lines = csv.split('\r\n').slice(1, -1);
    expect(lines.map((l) => Number(l.split(',')[0]))).toEqual(expected);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await get('xlsx')).arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Penarikan Dana');
    expect(sheet.getRow(1).getCell(6).value).toBe('Jumlah Penarikan');
    expect(expected.map((_, i) => sheet.getRow(i + 2).getCell(1).value)).toEqual(expected);
  });
});
