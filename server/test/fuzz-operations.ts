// What the fuzzing of every API operation (server/test/fuzz-suite.ts) builds its requests from:
// the operations the OpenAPI document publishes, plausible and hostile values for their bodies,
// queries and headers, and a fingerprint of the whole database to prove nothing changed.
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { Obj, preview, type Hostile } from '../../e2e/hostile';
import { hostileQueryValue } from '../../e2e/hostile-requests';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { testEnv } from './databases';

const env = testEnv();

type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
};
export type Operation = {
  method: string;
  path: string;
  query: string[];
  body?: { properties: Record<string, Schema>; required: string[] };
};

/** The operations as the API publishes them: the document is built from the routes alone, no database is read. */
export async function publishedOperations(): Promise<Operation[]> {
  const res = await createApp({ db: undefined as never, env }).request('/openapi.json');
  const doc = (await res.json()) as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const schema = op.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: schema ? { properties: schema.properties ?? {}, required: schema.required ?? [] } : undefined,
      };
    }),
  );
}

const acceptsObject = (s: Schema): boolean => {
  if (s.type !== undefined) return ([] as string[]).concat(s.type).includes('object');
  const options = s.anyOf ?? s.oneOf;
  return options ? options.some(acceptsObject) : !s.enum;
};

/** The body's fields as the document describes them. */
export const bodyFields = ({ properties, required }: NonNullable<Operation['body']>) => ({
  names: Object.keys(properties),
  required,
  objectless: Object.keys(properties).filter((name) => !acceptsObject(properties[name]!)),
  plausible: (name: string) => plausible(properties[name]!),
});

/** mustRefuse: it would change data if it were accepted, or it names nothing that exists. */
export type Attempt = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  mustRefuse: boolean;
};
export const described = (attempt: Attempt) =>
  Object.assign(attempt, {
    [fc.toStringMethod]: () => {
      const body =
        attempt.body === undefined
          ? ''
          : ` body ${preview(typeof attempt.body === 'string' ? attempt.body : new TextDecoder().decode(attempt.body))}`;
      return `${attempt.method} ${preview(attempt.url, 400)} ${JSON.stringify(attempt.headers, (k, v: string) => (k === 'authorization' ? preview(v, 24) : v))}${body}`;
    },
  });

/** A plausible value, so that the one broken field is often the only thing wrong. */
function plausible(s: Schema): fc.Arbitrary<Hostile> {
  if (s.enum) return fc.constantFrom(...(s.enum as Hostile[]));
  if (s.pattern === '^\\d*$') return fc.constantFrom('1', '2', '3');
  const types = s.type
    ? ([] as string[]).concat(s.type)
    : (s.anyOf ?? []).flatMap((a) => ([] as string[]).concat(a.type ?? []));
  if (types.includes('array'))
    return fc.constantFrom<Hostile>(
      [1],
      ['2'],
      [
        new Obj([
          ['trashId', 1],
          ['qty', '1'],
        ]),
      ],
    );
  return fc.constantFrom(
    'Budi',
    '32.73.01.1001',
    '081234567890',
    'budi@test.id',
    '3273010101900009',
    '12500',
    'kg',
    'rahasia-123',
    '1',
  );
}

const plausibleQuery = new Map(
  Object.entries({
    page: ['1', '2'],
    per_page: ['1', '50'],
    search: ['a', 'budi'],
    filter_note: ['balance', 'topup', 'withdraw'],
    provinceId: ['32'],
    regencyId: ['32.73'],
    subdistrictId: ['32.73.01'],
    collectorId: ['1'],
    id: ['1', '3'],
  }),
);
const OTHER_QUERY = [
  'page',
  'per_page',
  'search',
  'filter_note',
  'id',
  'sort',
  'limit',
  'offset',
  '__proto__',
  'page[]',
  'search[$ne]',
  '',
];
const queryPair = (name: string) =>
  fc
    .oneof(
      { arbitrary: hostileQueryValue, weight: 2 },
      { arbitrary: fc.constantFrom(...(plausibleQuery.get(name) ?? ['1'])), weight: 1 },
    )
    .map((v) => `${encodeURIComponent(name)}=${v}`);
/** Each published parameter, usually present; others, or the same again; now and then a broken pair. */
export const hostileQuery = (op: Operation) =>
  fc
    .tuple(
      fc.tuple(...op.query.map((name) => fc.option(queryPair(name), { nil: undefined, freq: 4 }))),
      fc.array(
        fc.oneof(
          fc.constantFrom(...OTHER_QUERY, ...op.query).chain(queryPair),
          fc.constantFrom('&', '=', '==x', '%', 'a=%zz', '&&&', '?'),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([own, other]) => {
      const pairs = [...own.filter((p) => p !== undefined), ...other];
      return pairs.length ? `?${pairs.join('&')}` : '';
    });

export const ACCEPT_LANGUAGE = [
  'en',
  'ar',
  'fr-FR,fr;q=0.9',
  'zz',
  '*',
  'en;q=abc',
  'id-ID;q=-1, ar;q=1e400',
  'x'.repeat(3_000),
  'in, en;q=NaN',
];
export const headerSafe = (v: string) => /^[\x21-\x7e][\x20-\x7e]*$/.test(v);

/** The text percent-decoded, or as it is where it is not valid percent-encoding. */
export function decodedOrAsIs(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The value a path parameter decodes and coerces to, as a lenient server might read it. */
export function addresses(segment: string, ids: number[]) {
  const decoded = decodedOrAsIs(segment);
  return [segment, decoded, decoded.trim()].some(
    (v) => ids.includes(Number(v)) || ids.includes(Number.parseInt(v, 10)),
  );
}

/**
 * Every table's rows (md5 of them in order) and every sequence's last value. Nothing is left
 * out, the bookkeeping included (sign_in_failures, token_families, audit_log): a refused request
 * writes nothing anywhere. The hostile sign-ins all fail validation, before the throttle would
 * count them; a sequence moves even when its insert rolls back, so none may have been tried.
 */
export async function databaseFingerprint(db: Db) {
  const rows = async (query: SQL) => {
    const result = (await db.execute(query)) as unknown as { rows?: Record<string, unknown>[] } & Record<
      string,
      unknown
    >[];
    return result.rows ?? [...result];
  };
  const tables = await rows(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const each = tables.map(
    ({ name }) =>
      sql`select ${name}::text as name, count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(String(name))} t`,
  );
  return {
    tables: await rows(sql`select * from (${sql.join(each, sql` union all `)}) f order by name`),
    sequences: await rows(
      sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
    ),
  };
}
