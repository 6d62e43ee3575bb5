// What the create, change and list suites of the master-data resources share: the fixture app for
// the enclosing describe, the administrator's caller, "this request must change nothing", a save's
// reply, an empty form, two pages of the list.
import { expect, it } from 'vitest';
import { unchanged, useFixtureApp, type Call, type FixtureApp, type Reply } from './api';
import type { TestDbKind } from './databases';

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
export function savedData<T>(res: Reply, status: number, message: string, schema: { parse: (value: unknown) => T }) {
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  return schema.parse(res.body.data);
}

type Page<T> = { items: T[]; has_next_page: boolean; total_records: number };

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
