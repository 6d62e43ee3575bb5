// GET /strict/export/report as a reader of the downloaded workbook meets it (issue 18): one sheet
// per table of the report, the summary's figures and each table's rows exactly those of GET
// /strict/report/period, money as numbers in Rupiah, headed in the caller's language, and the
// same refusals as the report.
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { periodReportSchema, type PeriodReport } from '../../lib/schemas/period-report';
import { translatorFor } from '../../lib/shared/catalog';
import { INVALID, useFixtureApp, type FixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';
import { REPORT_SHEETS, sheetNames, workbookOf } from '../test/report-workbook';

const indonesian = translatorFor('in');
/** March 2024 (Jakarta days): the fixtures' whole trade. */
const MARCH = { from: '2024-03-01', to: '2024-03-31' };

const download = (ctx: FixtureApp, query: Record<string, string>, lang = 'id') =>
  ctx.app.request(`/strict/export/report?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-language': lang },
  });

/** The cells of `row`, from the first column: null where empty, as ExcelJS reads them. */
const cells = (sheet: ExcelJS.Worksheet, row: number, columns: number) =>
  Array.from({ length: columns }, (_, i) => sheet.getRow(row).getCell(i + 1).value ?? null);
/** ICU puts thin spaces around the dash of a range of days: any space will do here. */
const plain = (value: unknown) => String(value).replace(/\s/g, ' ');

describe.each(testDbKinds)('GET /strict/export/report on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  const reportOf = async (query: Record<string, string>) =>
    periodReportSchema.parse((await ctx.call('GET', `/strict/report/period?${new URLSearchParams(query)}`)).body);

  it('downloads one sheet per table whose figures and rows are those of the report on screen', async () => {
    const report: PeriodReport = await reportOf(MARCH);
    for (const table of [report.items, report.categories, report.stock, report.ranking])
      expect(table.length).toBeGreaterThan(0);
    const res = await download(ctx, { ...MARCH, format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Laporan-Seluruh-program-2024-03-01_2024-03-31-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = await workbookOf(res);
    expect(sheetNames(book)).toEqual(REPORT_SHEETS.in);

    // The summary: what it covers, its headings, then one row per figure.
    const summary = book.getWorksheet('Ringkasan')!;
    expect(cells(summary, 1, 1)).toEqual(['Laporan']);
    expect(cells(summary, 2, 1)).toEqual(['Cakupan: Seluruh program']);
    expect(plain(summary.getCell('A3').value)).toBe('Periode: 1–31 Maret 2024 (2024-03-01 – 2024-03-31)');
    expect(cells(summary, 4, 4)).toEqual(['Angka', 'Jumlah', 'Berat (kg)', 'Nilai']);
    const { customers: c, deposits: d, pickups: p, topups, withdrawals, balances } = report;
    expect([5, 6, 7, 8, 9, 10, 11, 12, 13].map((row) => cells(summary, row, 4))).toEqual([
      ['Nasabah: total', c.total, null, null],
      ['Nasabah: aktif dalam periode', c.active, null, null],
      ['Nasabah: baru dalam periode', c.new, null, null],
      ['Setoran nasabah', d.count, Number(d.kg), Number(d.amount)],
      ['Penjualan ke BSI', p.count, Number(p.kg), Number(p.amount)],
      ['Isi saldo diterima', topups.count, null, Number(topups.amount)],
      ['Penarikan dana diterima', withdrawals.count, null, Number(withdrawals.amount)],
      ['Saldo nasabah di awal periode', null, null, Number(balances.opening)],
      ['Saldo nasabah di akhir periode', null, null, Number(balances.closing)],
    ]);
    expect(summary.rowCount).toBe(13);
    expect(d.count).toBeGreaterThan(0);
    expect(summary.getCell('D8').numFmt).toContain('Rp');

    // Each table: its headings, as many rows as the report has, the first one cell by cell.
    const expectTable = (name: string, headings: string[], rows: number, first: unknown[]) => {
      const sheet = book.getWorksheet(name)!;
      expect(cells(sheet, 1, headings.length), name).toEqual(headings);
      expect(sheet.rowCount, name).toBe(rows + 1);
      expect(cells(sheet, 2, first.length), name).toEqual(first);
      return sheet;
    };
    const [item, category, stock, unit] = [
      report.items[0]!,
      report.categories[0]!,
      report.stock[0]!,
      report.ranking[0]!,
    ];
    const items = expectTable('Per barang', ['Barang', 'Kategori', 'Jumlah', 'Satuan', 'Nilai'], report.items.length, [
      item.name,
      indonesian(`options.category.${item.category}`),
      Number(item.qty),
      item.unit,
      Number(item.amount),
    ]);
    expect(items.getCell('E2').numFmt).toContain('Rp');
    expectTable('Per kategori', ['Kategori', 'Berat (kg)', 'Jumlah (pcs)', 'Nilai'], report.categories.length, [
      indonesian(`options.category.${category.category}`),
      Number(category.kg),
      Number(category.pcs),
      Number(category.amount),
    ]);
    expectTable('Stok', ['Barang', 'Stok', 'Maksimum', 'Satuan'], report.stock.length, [
      stock.name,
      Number(stock.stock),
      Number(stock.maximum),
      stock.unit,
    ]);
    expectTable(
      'Peringkat BSU',
      ['No.', 'Bank Sampah Unit', 'Kode', 'Transaksi', 'Berat (kg)', 'Nilai'],
      report.ranking.length,
      [1, unit.name, `BSU-${unit.code}`, unit.count, Number(unit.kg), Number(unit.amount)],
    );
    // The impact: its source above the table, a row per category weighed, then the total.
    const impact = book.getWorksheet('Dampak')!;
    expect(String(impact.getCell('A2').value)).toMatch(/^Perkiraan, bukan pengukuran: .*IPCC-2006-T1-v1.*DOCf 0,5/);
    const weighed = report.impact.categories.filter((c) => Number(c.kg) > 0);
    expect(weighed.length).toBeGreaterThan(0);
    expect(cells(impact, 3, 4)).toEqual([
      'Kategori',
      'Tidak dibuang ke TPA (kg)',
      'Faktor (kg CO2e/kg)',
      'Emisi dihindari (kg CO2e)',
    ]);
    expect(cells(impact, 4, 4)).toEqual([
      indonesian(`options.category.${weighed[0]!.category}`),
      Number(weighed[0]!.kg),
      Number(weighed[0]!.factor),
      Number(weighed[0]!.co2e),
    ]);
    expect(cells(impact, 4 + weighed.length, 4)).toEqual([
      'Jumlah',
      Number(report.impact.kg),
      null,
      Number(report.impact.co2e),
    ]);
  });

  it("names the unit bank it covers, and heads every sheet in the caller's language", async () => {
    const bsu = ctx.fixtures.bsuIds[0]!;
    const report = await reportOf({ ...MARCH, bsu: String(bsu) });
    const book = await workbookOf(await download(ctx, { ...MARCH, bsu: String(bsu) }, 'en'));
    expect(sheetNames(book)).toEqual(REPORT_SHEETS.en);
    const summary = book.getWorksheet('Summary')!;
    expect(cells(summary, 2, 1)).toEqual(['Scope: BSU Melati (BSU-101)']);
    expect(plain(summary.getCell('A3').value)).toBe('Period: March 1 – 31, 2024 (2024-03-01 – 2024-03-31)');
    expect(cells(summary, 8, 4)).toEqual([
      'Customer deposits',
      report.deposits.count,
      Number(report.deposits.kg),
      Number(report.deposits.amount),
    ]);
    const ranking = book.getWorksheet('Unit bank ranking')!;
    expect(ranking.rowCount).toBe(report.ranking.length + 1);
    expect(cells(ranking, 2, 3)).toEqual([1, 'BSU Melati', 'BSU-101']);
  });

  it('refuses what the report refuses, with the same messages, and a format other than xlsx', async () => {
    const backwards = await ctx.call('GET', `/strict/export/report?from=2024-03-31&to=2024-03-01&format=xlsx`);
    expect(backwards).toEqual({
      status: 422,
      body: { message: INVALID, errors: { to: ['Tanggal akhir sebelum tanggal awal'] } },
    });
    const csv = await ctx.call('GET', `/strict/export/report?${new URLSearchParams({ ...MARCH, format: 'csv' })}`);
    expect(csv).toMatchObject({ status: 422, body: { errors: { format: [expect.stringContaining('xlsx')] } } });
    const missing = await ctx.call('GET', `/strict/export/report?${new URLSearchParams({ ...MARCH, bsu: '999999' })}`);
    expect(missing).toEqual({ status: 404, body: { message: 'Bank Sampah Unit tidak ditemukan' } });
  });
});
