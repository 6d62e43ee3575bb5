// What the list-view suites (issue 17: *-views*.test.ts) share: a page checked against the
// oracle's ids, a download asked for as the client asks, the first sheet of an XLSX, a view
// refused on a list and its download, and a person's saved views of a list.
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { savedViewListSchema } from '../../lib/schemas/saved-views';
import { INVALID, type Call, type FixtureApp } from './api';
import type { View } from './view-oracle';

/** The page lists exactly `ids`, in order, and counts them all in total_records. */
export function expectListed(page: { items: { id: number }[]; total_records: number }, ids: number[], label: string) {
  expect(
    page.items.map((i) => i.id),
    label,
  ).toEqual(ids);
  expect(page.total_records, label).toBe(ids.length);
}

/** GET /strict/export/`resource` of `view` in `format`, with `token` (the administrator's unless told) as the bearer. */
export const download = (
  ctx: FixtureApp,
  resource: string,
  view: View,
  format: 'csv' | 'xlsx',
  token = ctx.adminToken,
) =>
  ctx.app.request(`/strict/export/${resource}?${new URLSearchParams({ ...view, format })}`, {
    headers: { authorization: `Bearer ${token}` },
  });

/** A download's text, its byte-order mark kept (Response.text() drops it). */
export const textWithBom = async (res: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

/** The first sheet of an XLSX download. */
export async function sheetOf(res: Response): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return book.worksheets[0]!;
}

/** Row `row` of `sheet` as text, its first `columns` cells ('' for an empty one). */
export const rowText = (sheet: ExcelJS.Worksheet, row: number, columns: number) =>
  Array.from({ length: columns }, (_, i) => {
    const value = sheet.getRow(row).getCell(i + 1).value;
    return value === null || value === undefined ? '' : String(value);
  });

/** [field, message, queries]: each query is refused naming the field with the message (expect.any(String): any). */
type Refusal = [field: string, message: unknown, queries: string[]];

/**
 * Every query of `refusals`, asked of each path `paths` gives for it (a list and its download),
 * is refused with 422: the data is invalid, its field named with its message.
 */
export async function expectRefused(call: Call, paths: (query: string) => string[], refusals: Refusal[]) {
  for (const [field, message, queries] of refusals)
    for (const path of queries.flatMap(paths)) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(422);
      expect(res.body, path).toEqual({ message: INVALID, errors: { [field]: [message] } });
    }
}

const SAVED = '/strict/account/views';

/** The caller's saved views of list `resource`, as the client parses them. */
export const savedViewsOf = async (call: Call, resource: string) =>
  savedViewListSchema.parse((await call('GET', `${SAVED}?resource=${resource}`)).body).items;

/** Saves `query` as the view `name` of list `resource` (201). */
export async function saveView(call: Call, resource: string, name: string, query: string) {
  const res = await call('POST', SAVED, { resource, name, query });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Saving `query` as a view of list `resource` is refused with 422, naming `field` with `message`. */
export async function expectNotSaved(call: Call, resource: string, query: string, field: string, message: unknown) {
  const res = await call('POST', SAVED, { resource, name: 'Salah', query });
  expect(res.status, query).toBe(422);
  expect(res.body, query).toEqual({ message: INVALID, errors: { [field]: [message] } });
}
