// Issue 17: the transaction list's filters and sorts (GET /strict/transaction) and its export
// (GET /strict/export/transaction): the same rows, in the same order, as an oracle computed
// from the table itself; a bad view is a 422 that names the field.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { transactionListSchema, type TransactionItem } from '../../lib/schemas/transactions';
import { bsus, transactions } from '../db/schema';
import { INVALID, useFixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';
import { expectListed } from '../test/view-api';
import { dayOf, viewed, type View, type ViewRow } from '../test/view-oracle';

type Row = ViewRow & { bsuId: number; customerId: number | null; bsiId: number | null };

/** What a view must show: the common parts, and the banks and the customer. */
const oracle = (rows: Row[], view: View) =>
  viewed(
    rows,
    view,
    '-created_on',
    (r) =>
      (!view.bsu || r.bsuId === Number(view.bsu)) &&
      (!view.bsi || r.bsiId === Number(view.bsi)) &&
      (!view.customer || r.customerId === Number(view.customer)),
  );

describe.each(testDbKinds)('transaction views and exports on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  const rows = async (): Promise<Row[]> =>
    (
      await ctx.db
        .select({
          id: transactions.id,
          created: transactions.createdOn,
          amount: transactions.amount,
          status: transactions.status,
          bsuId: transactions.bsuId,
          customerId: transactions.customerId,
          bsiId: bsus.collectorId,
        })
        .from(transactions)
        .innerJoin(bsus, eq(bsus.id, transactions.bsuId))
    ).map((r) => ({ ...r, id: Number(r.id) }));
  const list = async (view: View) => {
    const res = await ctx.call('GET', `/strict/transaction?${new URLSearchParams({ per_page: '100', ...view })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return transactionListSchema.parse(res.body);
  };

  it('filters and sorts exactly as the rows say, with the matching total', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThan(10);
    const someDay = dayOf(all[3]!.created);
    const views: View[] = [
      {},
      { sort: 'created_on' },
      { sort: '-amount' },
      { sort: 'amount' },
      { status: 'settlement' },
      { status: 'pending', sort: '-amount' },
      { bsu: String(all[0]!.bsuId) },
      { bsi: String(all.find((r) => r.bsiId)!.bsiId) },
      { customer: String(all.find((r) => r.customerId)!.customerId) },
      { from: someDay, to: someDay },
      { from: someDay },
      { to: someDay, sort: 'created_on' },
      { min: all[2]!.amount },
      { min: all[2]!.amount, max: all[5]!.amount > all[2]!.amount ? all[5]!.amount : all[2]!.amount },
      { status: 'settlement', bsu: String(all[0]!.bsuId), from: '2000-01-01', sort: 'amount' },
    ];
    for (const view of views) expectListed(await list(view), oracle(all, view), JSON.stringify(view));
  });

  it('pages a sorted view without losing or repeating a row', async () => {
    const expected = oracle(await rows(), { sort: '-amount' });
    const seen: number[] = [];
    for (let page = 1; seen.length < expected.length; page++) {
      const res = await ctx.call('GET', `/strict/transaction?sort=-amount&per_page=10&page=${page}`);
      seen.push(...transactionListSchema.parse(res.body).items.map((i) => i.id));
    }
    expect(seen).toEqual(expected);
  });

  it('refuses a bad view with a message for the field, in the reader’s language', async () => {
    const cases: [View, string, string][] = [
      [{ sort: 'name' }, 'sort', 'Urutan tidak dikenal'],
      [{ status: 'done' }, 'status', 'Status tidak dikenal'],
      [{ from: '2026-02-30' }, 'from', 'Tanggal tidak valid (tulis TTTT-BB-HH)'],
      [{ from: '2026-11-02', to: '2026-11-01' }, 'to', 'Tanggal akhir sebelum tanggal awal'],
      [{ min: '500', max: '100' }, 'max', 'Total maksimum lebih kecil dari minimum'],
      [{ bsu: 'x' }, 'bsu', expect.any(String) as unknown as string],
    ];
    for (const [view, field, message] of cases) {
      for (const path of ['/strict/transaction', '/strict/export/transaction']) {
        const res = await ctx.call('GET', `${path}?${new URLSearchParams(view)}`);
        expect(res.status, `${path} ${JSON.stringify(view)}`).toBe(422);
        expect(res.body.message).toBe(INVALID);
        expect(res.body.errors?.[field]).toEqual([message]);
      }
    }
  });

  const download = async (query: string) => {
    const res = await ctx.app.request(`/strict/export/transaction?${query}`, {
      headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    return res;
  };
  const expectedRows = async (view: View) => {
    const byId = new Map((await list({ ...view })).items.map((i) => [i.id, i] as const));
    return { ids: oracle(await rows(), view), byId };
  };
  const party = (i: TransactionItem) => i.user;

  it('exports a view as CSV: BOM, headers in the reader’s language, every row in order', async () => {
    const view = { status: 'settlement', sort: '-amount' };
    const res = await download(new URLSearchParams({ ...view, format: 'csv' }).toString());
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Transactions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('ID,Date,User,BSI code,BSU code,Total,Status');
    const { ids, byId } = await expectedRows(view);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(ids);
    for (const l of lines.slice(1)) {
      const item = byId.get(Number(l.split(',')[0]))!;
      expect(l).toContain(`,${item.amount},Settled`);
      expect(l).toContain(party(item));
    }
  });

  it('exports a view as XLSX: real numbers in a Rupiah format, real dates, the same rows as the list', async () => {
    const view = { sort: 'amount' };
    const res = await download(new URLSearchParams({ ...view, format: 'xlsx' }).toString());
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'ID',
      'Date',
      'User',
      'BSI code',
      'BSU code',
      'Total',
      'Status',
    ]);
    const { ids, byId } = await expectedRows(view);
    expect(sheet.rowCount).toBe(ids.length + 1);
    ids.forEach((id, i) => {
      const row = sheet.getRow(i + 2);
      const item = byId.get(id)!;
      expect(row.getCell(1).value).toBe(id);
      expect(row.getCell(2).value).toBeInstanceOf(Date);
      expect((row.getCell(2).value as Date).getTime()).toBe(Date.parse(item.created_on) + 7 * 3_600_000);
      expect(row.getCell(3).value).toBe(party(item));
      expect(row.getCell(6).value).toBe(Number(item.amount));
      expect(row.getCell(6).numFmt).toContain('Rp');
    });
  });

  it('answers 401 without a token and exports nothing', async () => {
    const res = await ctx.app.request('/strict/export/transaction?format=csv');
    expect(res.status).toBe(401);
  });
});
