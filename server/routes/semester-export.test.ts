// GET /strict/export/semester as the environment office's officer meets the download (issue 18):
// the regencies, the unit banks and the impact, each sheet's figures exactly those of GET
// /strict/report/semester, tonnes as numbers shown to the kilogram, headed in the caller's
// language, and the same refusals as the report.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { wasteCategories } from '../../lib/schemas/fields';
import { semesterReportSchema } from '../../lib/schemas/semester-report';
import { translatorFor } from '../../lib/shared/catalog';
import { INVALID, useFixtureApp, type FixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';

const indonesian = translatorFor('in');
/** January–June 2024: the fixtures' March trade falls in it. */
const FIRST_HALF = { year: '2024', half: '1' };
const columns = [...wasteCategories, 'total'] as const;

const download = (ctx: FixtureApp, query: Record<string, string>, lang = 'id') =>
  ctx.app.request(`/strict/export/semester?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-language': lang },
  });

const cells = (sheet: ExcelJS.Worksheet, row: number, count: number) =>
  Array.from({ length: count }, (_, i) => sheet.getRow(row).getCell(i + 1).value ?? null);

describe.each(testDbKinds)('GET /strict/export/semester on %s', (kind) => {
  const ctx = useFixtureApp(kind);

  it('downloads the regencies, the unit banks and the impact, in tonnes to the gram, as the report has them', async () => {
    const report = semesterReportSchema.parse(
      (await ctx.call('GET', `/strict/report/semester?${new URLSearchParams(FIRST_HALF)}`)).body,
    );
    expect(report.banks.length).toBeGreaterThan(0);
    const res = await download(ctx, FIRST_HALF);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Laporan-Semester-DLH-Seluruh-program-2024-S1-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Per kabupaten-kota', 'Per BSU', 'Dampak']);

    const tonnes = (row: { tonnes: Record<string, string> }) => columns.map((c) => Number(row.tonnes[c]));
    const regencies = book.getWorksheet('Per kabupaten-kota')!;
    expect(regencies.getCell('A2').value).toBe('Cakupan: Seluruh program');
    expect(String(regencies.getCell('A4').value)).toMatch(/^Nasabah terdaftar sampai akhir semester: \d/);
    // Five lines above the headings, then a row per regency and the total.
    const head = 6;
    expect(cells(regencies, head, 4)).toEqual(['Kabupaten/Kota', 'Provinsi', 'Sisa Makanan', 'Kayu/Ranting']);
    expect(cells(regencies, head, 12).at(-1)).toBe('Jumlah');
    const first = report.regencies[0]!;
    expect(cells(regencies, head + 1, 12)).toEqual([first.name, first.province, ...tonnes(first)]);
    expect(cells(regencies, head + 1 + report.regencies.length, 12)).toEqual([
      'Jumlah',
      null,
      ...tonnes({ tonnes: report.total }),
    ]);
    expect(regencies.getCell(head + 1, 3).numFmt).toBe('#,##0.000');

    const banks = book.getWorksheet('Per BSU')!;
    expect(banks.rowCount).toBe(2 + report.banks.length);
    const bank = report.banks[0]!;
    expect(cells(banks, 3, 14)).toEqual([
      bank.name,
      `BSU-${bank.code}`,
      bank.regency,
      bank.customers_served,
      ...tonnes(bank),
    ]);

    const impact = book.getWorksheet('Dampak')!;
    const weighed = report.impact.categories.filter((c) => Number(c.kg) > 0);
    expect(cells(impact, 4 + weighed.length, 4)).toEqual([
      indonesian('impact.total'),
      Number(report.impact.kg),
      null,
      Number(report.impact.co2e),
    ]);
    // What the tonnes weigh is what the impact counts.
    expect(Math.round(Number(report.total.total) * 1e6)).toBe(Math.round(Number(report.impact.kg) * 1e3));
  });

  it("heads every sheet in the caller's language", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await download(ctx, FIRST_HALF, 'en')).arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['By regency', 'By unit bank', 'Impact']);
    expect(book.getWorksheet('By regency')!.getCell('A2').value).toBe('Scope: Whole programme');
  });

  it('refuses what the report refuses, with the same messages', async () => {
    const half = await ctx.call('GET', '/strict/export/semester?year=2024&half=3');
    expect(half).toMatchObject({ status: 422, body: { message: INVALID, errors: { half: [expect.any(String)] } } });
    const missing = await ctx.call('GET', '/strict/export/semester?year=2024&half=1&bsu=999999');
    expect(missing).toEqual({ status: 404, body: { message: 'Bank Sampah Unit tidak ditemukan' } });
  });
});
