// A list exported as a spreadsheet (issue 17): CSV (RFC 4180, UTF-8 with a BOM so Excel reads
// it as UTF-8) or XLSX (exceljs's streaming writer). Both pull their rows a batch at a time and
// only as fast as the reader takes them, so a million rows leave the server's memory flat.
// Text that a spreadsheet would run as a formula (= + - @, tab, CR) is neutralised with a
// leading apostrophe; money is a number in a Rupiah format and a date a real date, in
// Jakarta time.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | Date | null;
/** `money`: an exact decimal string ('2500.00'); `date`: an instant, shown in Jakarta time. */
export type ExportColumn = { header: string; kind: 'text' | 'money' | 'date' | 'number'; width?: number };
export type ExportSheet = { name: string; columns: ExportColumn[]; batches: AsyncIterable<Cell[][]> };

const JAKARTA_MS = 7 * 3_600_000;
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would read as a formula gets an apostrophe in front (OWASP's advice). */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The wall-clock time in Jakarta, as a Date whose UTC fields hold it (spreadsheets have no zones). */
const jakartaWallClock = (at: Date) => new Date(at.getTime() + JAKARTA_MS);

function csvField(cell: Cell, column: ExportColumn): string {
  if (cell === null || cell === '') return '';
  if (cell instanceof Date) return jakartaWallClock(cell).toISOString().slice(0, 19).replace('T', ' ');
  if (typeof cell === 'number' || column.kind === 'money' || column.kind === 'number') return String(cell);
  const text = neutralise(cell);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: Cell[], columns: ExportColumn[]) =>
  `${cells.map((cell, i) => csvField(cell, columns[i]!)).join(',')}\r\n`;

export function csvStream(sheet: ExportSheet): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = sheet.batches[Symbol.asyncIterator]();
  const header = csvLine(
    sheet.columns.map((c) => c.header),
    sheet.columns.map(() => ({ header: '', kind: 'text' as const })),
  );
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${header}`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((row) => csvLine(row, sheet.columns)).join('')));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}

const NUMBER_FORMATS: Partial<Record<ExportColumn['kind'], string>> = {
  money: '"Rp"\\ #,##0.00',
  date: 'yyyy-mm-dd hh:mm',
};

function xlsxValue(cell: Cell, column: ExportColumn): ExcelJS.CellValue {
  if (cell === null) return null;
  if (cell instanceof Date) return jakartaWallClock(cell);
  if (column.kind === 'money' || column.kind === 'number') return Number(cell);
  return typeof cell === 'string' ? neutralise(cell) : cell;
}

export function xlsxStream(sheet: ExportSheet): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = book.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width ?? (column.kind === 'date' ? 18 : 16),
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  void (async () => {
    for await (const batch of sheet.batches) {
      if (out.destroyed) return; // the reader went away: the batches' iterator is closed by the break
      for (const row of batch) worksheet.addRow(row.map((cell, i) => xlsxValue(cell, sheet.columns[i]!))).commit();
      // Let the zip writer take the batch (its work is queued on the event loop), then wait for
      // the reader whenever it is behind: what sits in memory stays a batch or two.
      await new Promise((resolve) => setImmediate(resolve));
      while (out.writableNeedDrain && !out.destroyed) await once(out, 'drain');
    }
    worksheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
