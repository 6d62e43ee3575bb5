import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvStream, neutralise, xlsxStream, type Cell, type ExportSheet } from './exports';

const columns: ExportSheet['columns'] = [
  { header: 'Nama', kind: 'text' },
  { header: 'Total', kind: 'money' },
  { header: 'Tanggal', kind: 'date' },
];
const at = new Date('2026-10-31T17:30:00Z'); // 1 November 2026, 00:30 in Jakarta
const hostile: Cell[][] = [
  ['=HYPERLINK("http://evil","klik")', '2500.50', at],
  ['+62 812', '0.00', at],
  ['-1+1', '10', at],
  ['@SUM(A1)', '1', null],
  ['Budi, "Pak" RT 01\nRW 02', '99999999999999.99', at],
];
async function* batchesOf(rows: Cell[][], size = 2) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
const sheetOf = (rows: Cell[][], name = 'Transaksi'): ExportSheet => ({ name, columns, batches: batchesOf(rows) });
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

describe('spreadsheet exports', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula, and only there', () => {
    expect(['=1+1', '+62', '-5', '@x', '\tx', '\rx'].map(neutralise)).toEqual([
      "'=1+1",
      "'+62",
      "'-5",
      "'@x",
      "'\tx",
      "'\rx",
    ]);
    expect(neutralise('Budi')).toBe('Budi');
  });

  it('writes RFC 4180 CSV with a BOM, CRLF lines, quoted fields, Jakarta times and neutralised formulas', async () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(csvStream(sheetOf(hostile))));
    expect(text).toBe(
      '\uFEFFNama,Total,Tanggal\r\n' +
        `"'=HYPERLINK(""http://evil"",""klik"")",2500.50,2026-11-01 00:30:00\r\n` +
        "'+62 812,0.00,2026-11-01 00:30:00\r\n" +
        "'-1+1,10,2026-11-01 00:30:00\r\n" +
        "'@SUM(A1),1,\r\n" +
        '"Budi, ""Pak"" RT 01\nRW 02",99999999999999.99,2026-11-01 00:30:00\r\n',
    );
  });

  it('writes XLSX with text cells that never run, money as numbers in Rupiah and real dates', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytesOf(xlsxStream(sheetOf(hostile)))).buffer as ArrayBuffer);
    const sheet = book.getWorksheet('Transaksi')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nama', 'Total', 'Tanggal']);
    expect(sheet.getCell('A2').value).toBe('\'=HYPERLINK("http://evil","klik")');
    expect(sheet.getCell('A2').formula).toBeUndefined();
    expect(sheet.getCell('A5').value).toBe("'@SUM(A1)");
    expect(sheet.getCell('B2').value).toBe(2500.5);
    expect(sheet.getCell('B2').numFmt).toContain('Rp');
    expect(sheet.getCell('C2').value).toEqual(new Date('2026-11-01T00:30:00Z'));
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.rowCount).toBe(hostile.length + 1);
  });

  it("writes a book of several sheets in order, lines of text above a sheet's headings, the headings frozen", async () => {
    const book = new ExcelJS.Workbook();
    const stream = xlsxStream({
      name: 'Laporan',
      sheets: [
        { ...sheetOf(hostile.slice(0, 2), 'Ringkasan'), preface: ['Laporan', '=Cakupan: BSU Melati'] },
        sheetOf(hostile.slice(2), 'Per barang'),
      ],
    });
    await book.xlsx.load((await bytesOf(stream)).buffer as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Ringkasan', 'Per barang']);
    const [summary, items] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(summary.getCell('A1').value).toBe('Laporan');
    // A bank's name is text from the database: it never runs as a formula either.
    expect(summary.getCell('A2').value).toBe("'=Cakupan: BSU Melati");
    expect(summary.getRow(3).values).toEqual([undefined, 'Nama', 'Total', 'Tanggal']);
    expect(summary.getCell('B4').value).toBe(2500.5);
    expect(summary.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(items.getRow(1).values).toEqual([undefined, 'Nama', 'Total', 'Tanggal']);
    expect(items.rowCount).toBe(hostile.length - 2 + 1);
    expect(items.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it.each([
    ['CSV', csvStream],
    ['XLSX', xlsxStream],
  ])('reads rows only as fast as the %s reader takes them', async (_, stream) => {
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced++;
        yield Array.from({ length: 500 }, (_, i): Cell[] => [`Nasabah ${produced}-${i}`, '1000.00', at]);
      }
    }
    const reader = stream({ name: 'Besar', columns, batches: endless() }).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Nobody reads on: the producer stopped after a few batches instead of filling memory.
    expect(produced).toBeLessThan(50);
    await reader.cancel();
  });
});
