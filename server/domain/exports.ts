// A list exported as a spreadsheet (issue 17): CSV (RFC 4180, UTF-8 with a BOM so Excel reads
// it as UTF-8) or XLSX (exceljs's streaming writer). Both pull their rows a batch at a time and
// only as fast as the reader takes them, so a million rows leave the server's memory flat.
// Text that a spreadsheet would run as a formula (= + - @, tab, CR) is neutralised with a
// leading apostrophe; money is a number in a Rupiah format and a date a real date, in
// Jakarta time.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { ListQuery } from '../../lib/schemas/fields';
import type { Translate } from '../../lib/shared/catalog';
import type { Db } from '../db/client';
import { afterSorted, sortedBy, sortValue, type Sorts } from './list-view';
import type { Scope } from './scope';

export type Cell = string | number | Date | null;
/** `money`: an exact decimal string ('2500.00'); `date`: an instant, shown in Jakarta time. */
/** `tonnes`: a number shown to the kilogram (three places), kept whole in the cell. */
export type ExportColumn = { header: string; kind: 'text' | 'money' | 'date' | 'number' | 'tonnes'; width?: number };
const numeric = (kind: ExportColumn['kind']) => kind === 'money' || kind === 'number' || kind === 'tonnes';
export type ExportSheet = {
  name: string;
  columns: ExportColumn[];
  batches: AsyncIterable<Cell[][]>;
  /** Lines of text above the headings (XLSX only): what the sheet covers, for a report. */
  preface?: string[];
};
/** A workbook of several sheets (XLSX only); `name` names its file. */
export type ExportBook = { name: string; sheets: ExportSheet[] };
/** Every row of a list view (its filters and order, no paging) as a sheet headed in the caller's language. */
export type SheetReader<View> = (
  db: Db,
  query: Pick<ListQuery, 'search'> & View,
  scope: Scope,
  t: Translate,
) => ExportSheet;

const JAKARTA_MS = 7 * 3_600_000;
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would read as a formula gets an apostrophe in front (OWASP's advice). */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The wall-clock time in Jakarta, as a Date whose UTC fields hold it (spreadsheets have no zones). */
const jakartaWallClock = (at: Date) => new Date(at.getTime() + JAKARTA_MS);

function csvField(cell: Cell, column: ExportColumn): string {
  if (cell === null || cell === '') return '';
  if (cell instanceof Date) return jakartaWallClock(cell).toISOString().slice(0, 19).replace('T', ' ');
  if (typeof cell === 'number' || numeric(column.kind)) return String(cell);
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
  tonnes: '#,##0.000',
};

function xlsxValue(cell: Cell, column: ExportColumn): ExcelJS.CellValue {
  if (cell === null) return null;
  if (cell instanceof Date) return jakartaWallClock(cell);
  if (numeric(column.kind)) return Number(cell);
  return typeof cell === 'string' ? neutralise(cell) : cell;
}

/** A sheet's name as Excel accepts it: 31 characters at most, none of \ / ? * : [ ] ('Per kabupaten-kota'). */
const sheetName = (name: string) => name.replace(/[\\/?*:[\]]/g, '-').slice(0, 31);

/** One sheet, or a book of several written one after the other, each a batch at a time. */
export function xlsxStream(what: ExportSheet | ExportBook): ReadableStream<Uint8Array> {
  const sheets = 'sheets' in what ? what.sheets : [what];
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  void (async () => {
    for (const sheet of sheets) {
      const preface = sheet.preface ?? [];
      const worksheet = book.addWorksheet(sheetName(sheet.name), {
        views: [{ state: 'frozen', ySplit: preface.length + 1 }],
      });
      worksheet.columns = sheet.columns.map((column, i) => ({
        key: String(i),
        width: column.width ?? (column.kind === 'date' ? 18 : 16),
        style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
      }));
      for (const line of preface) worksheet.addRow([neutralise(line)]).commit();
      worksheet.addRow(sheet.columns.map((column) => column.header)).commit();
      for await (const batch of sheet.batches) {
        if (out.destroyed) return; // the reader went away: the batches' iterator is closed by the break
        for (const row of batch) worksheet.addRow(row.map((cell, i) => xlsxValue(cell, sheet.columns[i]!))).commit();
        // Let the zip writer take the batch (its work is queued on the event loop), then wait for
        // the reader whenever it is behind: what sits in memory stays a batch or two.
        await new Promise((resolve) => setImmediate(resolve));
        while (out.writableNeedDrain && !out.destroyed) await once(out, 'drain');
      }
      worksheet.commit();
    }
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** Rows an export reads at a time. */
export const EXPORT_BATCH = 2_000;

/**
 * Every row of a list in its order, a batch at a time, each batch resuming after the last row of
 * the one before (a keyset: `read` gets the condition, or none for the first batch), never an
 * OFFSET, so the last row costs what the first did.
 */
export async function* keysetBatches<Row>(
  read: (after: SQL | undefined) => PromiseLike<Row[]>,
  after: (last: Row) => SQL,
  cells: (row: Row) => Cell[],
): AsyncGenerator<Cell[][]> {
  let last: Row | undefined;
  let previousFirst: string | undefined;
  for (;;) {
    const rows = await read(last === undefined ? undefined : after(last));
    if (rows.length === 0) return;
    const batch = rows.map(cells);
    // A batch that starts where the one before did means the resume key does not move: fail, never loop.
    const first = JSON.stringify(batch[0]);
    if (first === previousFirst) throw new Error('export batches did not move past their last row');
    previousFirst = first;
    yield batch;
    last = rows[rows.length - 1];
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** A select a master-data export reads from: filtered, ordered and limited to a batch. */
export type Batchable<Row> = {
  where: (condition: SQL | undefined) => { orderBy: (...order: SQL[]) => { limit: (n: number) => PromiseLike<Row[]> } };
};

/**
 * The batches of a master-data list's export, in the list's order (server/domain/list-view.ts
 * Sorts): `select` gets the sort value to read beside each row (`sortKey`), and each batch
 * resumes after the last row's value and id.
 */
export function sortedBatches<Row extends { id: number; sortKey: unknown }>(
  { sorts, id, sort }: { sorts: Sorts; id: AnyPgColumn; sort: string },
  where: SQL | undefined,
  select: (extra: { sortKey: SQL<string | number | null> }) => Batchable<Row>,
  cells: (row: Row) => Cell[],
): AsyncGenerator<Cell[][]> {
  return keysetBatches(
    (after) =>
      select({ sortKey: sortValue(sorts, sort) })
        .where(and(where, after))
        .orderBy(...sortedBy(sorts, id, sort))
        .limit(EXPORT_BATCH),
    (last) => afterSorted(sorts, id, sort, { id: last.id, value: last.sortKey }),
    cells,
  );
}

/** Export headings from message keys: [key, kind, width]; text is the default kind. */
export const headings = (t: Translate, columns: [key: string, kind?: ExportColumn['kind'], width?: number][]) =>
  columns.map(([key, kind = 'text', width]): ExportColumn => ({ header: t(key), kind, ...(width ? { width } : {}) }));

/** The headings of a person's contacts and a place: phone, email, address, village up to province. */
export const contactAndPlace: [string, ExportColumn['kind'], number?][] = [
  ['columns.phone', 'text', 16],
  ['columns.email', 'text', 28],
  ['columns.address', 'text', 32],
  ['columns.village', 'text'],
  ['columns.subdistrict', 'text'],
  ['columns.regency', 'text'],
  ['columns.province', 'text'],
];
