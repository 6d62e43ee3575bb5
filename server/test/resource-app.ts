// What the create, change and list suites of the master-data resources share: the fixture app for
// the enclosing describe, the administrator's caller, "this request must change nothing", a save's
// reply, a create as the list and the audit then show it, an empty form, paging through the list.
import { expect, it } from 'vitest';
import { auditRowsOf, listOf, unchanged, useFixtureApp, type Call, type FixtureApp, type Reply } from './api';
import type { Db } from '../db/client';
import type { TestDbKind } from './databases';

type Parser<T> = { parse: (value: unknown) => T };
type Page<T> = { items: T[]; has_next_page: boolean; total_records: number };

/** A master-data resource as its suites read it: its path, its audit entity and the client's schemas. */
type Resource<T> = { path: string; entity: string; itemSchema: Parser<T>; listSchema: Parser<Page<T>> };

/**
 * The master-data resource `entity`, served at /strict/`entity`, that the API's messages call
 * `noun`, with the client's schemas of an item and a list; and as its suites read it: the list,
 * and a record's audit rows.
 */
export function resourceOf<T>(entity: string, noun: string, itemSchema: Parser<T>, listSchema: Parser<Page<T>>) {
  const path = `/strict/${entity}`;
  return {
    path,
    entity,
    noun,
    itemSchema,
    listSchema,
    /** GET the list with `query` (200), parsed as the client parses it. */
    list: (call: Call, query: string) => listOf(call, path, query, listSchema),
    /** The audit rows of record `id`, oldest first. */
    auditOf: (db: Db, id: number) => auditRowsOf(db, entity, id),
  };
}

/** useFixtureApp for the resource at `path` (`prepare` adds what the suite needs), with its calls. */
export function useResourceApp(kind: TestDbKind, path: string, prepare?: (ctx: FixtureApp) => Promise<void>) {
  const ctx = useFixtureApp(kind, prepare);
  const call: Call = (method, to, body, headers) => ctx.call(method, to, body, headers);
  /** A POST that must be refused and leave every table as it was. */
  const refused = (body: unknown, headers?: Record<string, string>) =>
    unchanged(ctx.db, () => call('POST', path, body, headers));
  /** A request that must leave every table as it was. */
  const same = (method: string, to: string, body: unknown) => unchanged(ctx.db, () => call(method, to, body));
  return { ctx, call, refused, same };
}

/** An empty form is refused with 422 naming every field of `required` (sorted), and changes nothing. */
export const itListsEveryMissingField = (refused: (body: unknown) => Promise<Reply>, required: string[]) =>
  it('lists every missing field of an empty form', async () => {
    const { status, body } = await refused({});
    expect(status).toBe(422);
    expect(Object.keys(body.errors!).sort()).toEqual(required);
  });

/** A save's reply: `status` with `message`; gives its data as the client parses it. */
export function savedData<T>(res: Reply, status: number, message: string, schema: Parser<T>) {
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  return schema.parse(res.body.data);
}

/**
 * A create's reply: 201 with `message` and the item `expected` describes (ids aside), as the client
 * parses it; the list's newest row is then that item, and its only audit row is its creation by the
 * fixture administrator. Gives the item.
 */
export async function expectCreated<T extends { id: number }>(
  ctx: FixtureApp,
  resource: Resource<T>,
  res: Reply,
  message: string,
  expected: Record<string, unknown>,
) {
  const data = savedData(res, 201, message, resource.itemSchema);
  expect(data).toEqual({ id: expect.any(Number), ...expected });
  expect((await listOf(ctx.call, resource.path, 'per_page=1', resource.listSchema)).items).toEqual([data]);
  expect(await auditRowsOf(ctx.db, resource.entity, data.id)).toMatchObject([
    { actorUserId: ctx.fixtures.adminId, action: 'create', before: null, after: data },
  ]);
  return data;
}

/** Pages 1 and 2 of 50 (`read` takes the query) hold all `total` rows, exactly `ids` newest first; gives page 1's rows. */
export async function expectTwoPagesOf50<T extends { id: number }>(
  read: (query: string) => Promise<Page<T>>,
  total: number,
  ids: number[],
) {
  const first = await read('page=1&per_page=50');
  const second = await read('page=2&per_page=50');
  expect(first).toMatchObject({ has_next_page: true, total_records: total });
  expect(second).toMatchObject({ has_next_page: false, total_records: total });
  expect(first.items).toHaveLength(50);
  expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids);
  return first.items;
}

/**
 * has_next_page holds until the last page and not on it: at `perPage` a page over every row (exactly
 * `ids`, newest first), and over the exactly 50 rows a search for `fifty` finds (one full page of
 * 50, two of 25, or one over at 49).
 */
export async function expectNextPageUntilTheLast<T extends { id: number }>(
  read: (query: string) => Promise<Page<T>>,
  perPage: number,
  ids: number[],
  fifty: string,
) {
  const last = Math.ceil(ids.length / perPage);
  const total = ids.length;
  expect(await read(`page=${last - 1}&per_page=${perPage}`)).toMatchObject({
    has_next_page: true,
    total_records: total,
  });
  const lastPage = await read(`page=${last}&per_page=${perPage}`);
  expect(lastPage).toMatchObject({ has_next_page: false, total_records: total });
  expect(lastPage.items.map((item) => item.id)).toEqual(ids.slice((last - 1) * perPage));
  const found = (query: string) => read(`search=${fifty}&${query}`);
  expect(await found('per_page=50')).toMatchObject({ has_next_page: false, total_records: 50 });
  expect(await found('per_page=25&page=2')).toMatchObject({ has_next_page: false, total_records: 50 });
  expect(await found('per_page=49')).toMatchObject({ has_next_page: true, total_records: 50 });
}
