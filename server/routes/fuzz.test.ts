// Property-based fuzzing of every operation the API publishes in its OpenAPI document: 1,000
// hostile requests each (wrong types, huge texts, unicode, SQL and HTML fragments, odd numbers,
// missing and extra fields, malformed bodies, hostile queries and path parameters). Every
// answer is below 500; every refusal is JSON with one of our messages and nothing of the
// machinery's; a request that changes data is always refused; and the database, sequences
// included, is byte for byte what it was. Seeds are fixed: a failure prints its seed and path.
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem, leaks, ourMessages } from '../../e2e/fuzz-answers';
import {
  anyBody,
  hostileQueryValue,
  hostileSegment,
  hostileText,
  invalidBody,
  Obj,
  preview,
  type Body,
  type Hostile,
} from '../../e2e/hostile';
import { messagesFor } from '../../lib/shared/catalog';
import { locales } from '../../lib/shared/locales';
import { createApp, type App } from '../app';
import type { Database, Db } from '../db/client';
import { CUSTOMER_LOGIN, type Fixtures } from '../test/fixtures';
import { caller, fixtureApp, signIn } from '../test/api';
import { testDbKinds, testEnv } from '../test/databases';

const RUNS = 1_000;
const SEED = 20_261_123;
/** What the document held when this suite was written: fewer means routes went missing from it. */
const KNOWN_OPERATIONS = 41;
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
type Operation = {
  method: string;
  path: string;
  query: string[];
  body?: { properties: Record<string, Schema>; required: string[] };
};

/** The operations as the API publishes them: the document is built from the routes alone, no database is read. */
async function publishedOperations(): Promise<Operation[]> {
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
const operations = await publishedOperations();

const isOurs = ourMessages('api', 'validation');
/** Whether a JSON object could pass for this field (untyped: anything could). */
const acceptsObject = (s: Schema): boolean => {
  if (s.type !== undefined) return ([] as string[]).concat(s.type).includes('object');
  const options = s.anyOf ?? s.oneOf;
  return options ? options.some(acceptsObject) : !s.enum;
};

/** The body's fields as the document describes them. */
const bodyFields = ({ properties, required }: NonNullable<Operation['body']>) => ({
  names: Object.keys(properties),
  required,
  objectless: Object.keys(properties).filter((name) => !acceptsObject(properties[name]!)),
  plausible: (name: string) => plausible(properties[name]!),
});

/** mustRefuse: it would change data if it were accepted, or it names nothing that exists. */
type Attempt = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  mustRefuse: boolean;
};
const described = (attempt: Attempt) =>
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
const hostileQuery = (op: Operation) =>
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

const ACCEPT_LANGUAGE = [
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
const headerSafe = (v: string) => /^[\x21-\x7e][\x20-\x7e]*$/.test(v);

/** The text percent-decoded, or as it is where it is not valid percent-encoding. */
function decodedOrAsIs(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The value a path parameter decodes and coerces to, as a lenient server might read it. */
function addresses(segment: string, ids: number[]) {
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
async function fingerprint(db: Db) {
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

describe('what the fuzzing counts as a clear refusal', () => {
  it('knows our messages in every language, placeholders filled, and nothing else', () => {
    expect(isOurs('Data yang dikirim tidak valid')).toBe(true);
    expect(isOurs('Transaksi ini sudah diselesaikan sebelumnya; tidak ada yang diubah')).toBe(true);
    expect(isOurs('Budi still has 3 waste items, so it cannot be deleted. Delete its waste items first.')).toBe(true);
    for (const text of ['Internal Server Error', 'Malformed JSON in request body', 'api.notFound', ''])
      expect(isOurs(text), text).toBe(false);
  });

  it('finds machinery in a text, and none in our own messages', () => {
    for (const text of [
      'insert into "users" values ($1)',
      'error: numeric field overflow violates check constraint',
      '    at PglitePreparedQuery.execute (session.js:41:15)',
      'SyntaxError: Unexpected token',
    ])
      expect(leaks(text), text).toBe(true);
    const texts = locales.flatMap((locale) => JSON.stringify(messagesFor(locale)).split('","'));
    expect(texts.filter(leaks)).toEqual([]);
  });
});

describe.each(testDbKinds)('fuzzing every API operation on %s', (kind) => {
  let database: Database;
  let app: App;
  let f: Fixtures;
  const tokens = { admin: '', customer: '' };
  const ids = {
    pendingTx: [] as number[],
    decidedTx: [] as number[],
    topup: { live: [] as number[], decided: [] as number[] },
    withdraw: { live: [] as number[], decided: [] as number[] },
  };

  beforeAll(async () => {
    ({ database, fixtures: f, app, adminToken: tokens.admin } = await fixtureApp(kind));
    tokens.customer = await signIn(app, CUSTOMER_LOGIN);
    ids.pendingTx = f.transactions.filter((t) => t.status === 'pending').map((t) => t.id);
    ids.decidedTx = f.transactions.filter((t) => t.status !== 'pending').map((t) => t.id);
    // Wallet requests in every state: decided ones to aim at, pending ones never to hit.
    const admin = caller(app, tokens.admin);
    const budi = caller<{ id: number }>(app, tokens.customer);
    for (const [requestKind, body, decisions] of [
      ['topup', { amount: 50_000, total: 50_000 }, ['accept', 'reject', null]],
      [
        'withdraw',
        { amount: 1_000, bank_name: 'BCA', account_number: '1234567890', cardholder_name: 'BUDI' },
        ['accept', 'reject', null],
      ],
    ] as const) {
      for (const decision of decisions) {
        const id = (await budi('POST', `/strict/wallet/${requestKind}`, body)).body.data!.id;
        if (decision) expect((await admin('PUT', `/strict/wallet/${requestKind}/${decision}/${id}`)).status).toBe(200);
        ids[requestKind][decision ? 'decided' : 'live'].push(id);
      }
    }
  });
  afterAll(() => database?.close());

  /** Existing ids to aim at (so validation behind the id runs) and those no request may touch. */
  function idsOf(path: string): { aim: number[]; live: number[] } {
    const master = /^\/strict\/(user|collector|bsu|trash|customer)\/\{id\}$/.exec(path)?.[1];
    const byMaster: Record<string, number[]> = {
      user: [f.adminId, f.inactiveAdminId],
      collector: f.bsiIds,
      bsu: f.bsuIds,
      trash: f.trashIds,
      customer: f.customerIds,
    };
    if (master) return { aim: byMaster[master]!, live: [] }; // the body is always invalid
    if (/^\/strict\/transaction\/(settle|cancel)\/\{id\}$/.test(path))
      return { aim: ids.decidedTx, live: ids.pendingTx };
    const wallet = /^\/strict\/wallet\/(topup|withdraw)\/(accept|reject)\/\{id\}$/.exec(path)?.[1] as
      'topup' | 'withdraw' | undefined;
    if (wallet) return { aim: ids[wallet].decided, live: ids[wallet].live };
    throw new Error(`${path}: say here which ids it may be aimed at`);
  }

  /** Who may call it: the administrator, else (the field apps' calls) the customer. */
  async function actorOf(op: Operation): Promise<Record<string, string>> {
    if (!op.path.startsWith('/strict/')) return {};
    for (const token of [tokens.admin, tokens.customer]) {
      const headers = { authorization: `Bearer ${token}` };
      const url = op.path.replace('{id}', '2147483647');
      const res = await app.request(
        url,
        op.method === 'GET'
          ? { headers }
          : { method: op.method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' },
      );
      if (res.status !== 403) return headers;
    }
    throw new Error(`${op.method} ${op.path}: neither the administrator nor a customer may call it`);
  }

  function attempts(op: Operation, actor: Record<string, string>): fc.Arbitrary<Attempt> {
    const safe = op.method === 'GET';
    const { aim, live } = op.path.includes('{id}') ? idsOf(op.path) : { aim: [], live: [] };
    const segment = fc
      .oneof(fc.constantFrom(...(aim.length ? aim : [1])).map(String), hostileSegment)
      .filter((s) => !addresses(s, live));
    const authorization = fc.oneof(
      { arbitrary: fc.constant(actor), weight: 20 },
      {
        arbitrary: fc
          .constantFrom(
            '',
            'Bearer',
            `Bearer ${tokens.admin}x`,
            `bearer ${tokens.admin}`,
            'Basic YWRtaW46YWRtaW4=',
            `Bearer ${'x'.repeat(5_000)}`,
          )
          .map((v) => ({ authorization: v })),
        weight: 1,
      },
    );
    const language = fc.option(fc.oneof(fc.constantFrom(...ACCEPT_LANGUAGE), hostileText.filter(headerSafe)), {
      freq: 2,
    });
    const body = safe ? fc.constant<Body>({}) : op.body ? invalidBody(bodyFields(op.body)) : anyBody;
    return fc
      .record({ segment, query: hostileQuery(op), authorization, language, body })
      .map(({ segment, query, authorization, language, body }) => {
        const headers: Record<string, string> = {
          ...authorization,
          ...(language === null ? {} : { 'accept-language': language }),
          ...(body.type ? { 'content-type': body.type } : {}),
        };
        // Without a declared type a text body would be sent as text/plain: bytes are sent as they are.
        const payload =
          body.text === undefined ? undefined : body.type ? body.text : new TextEncoder().encode(body.text);
        return described({
          method: op.method,
          url: `${op.path.replace('{id}', segment)}${query}`,
          headers,
          body: payload,
          mustRefuse: !safe,
        });
      });
  }

  /** Sends it and checks the answer: below 500, refused when it must be, every refusal clear. */
  async function send(attempt: Attempt) {
    const res = await app.request(attempt.url, {
      method: attempt.method,
      headers: attempt.headers,
      body: attempt.body,
    });
    const answer = {
      method: attempt.method,
      status: res.status,
      contentType: res.headers.get('content-type'),
      text: await res.text(),
    };
    const problem = answerProblem(answer, { mustRefuse: attempt.mustRefuse, isOurs });
    if (problem) throw new Error(problem);
  }

  it(`finds every operation in the OpenAPI document (at least ${KNOWN_OPERATIONS})`, () => {
    expect(operations.length).toBeGreaterThanOrEqual(KNOWN_OPERATIONS);
    expect(operations.filter((op) => op.method !== 'GET').length).toBeGreaterThan(20);
  });

  it.each(operations.map((op, index) => ({ ...op, index })))(
    `$method $path: ${RUNS} hostile requests, no 5xx, clear refusals, database unchanged`,
    async (op) => {
      const actor = await actorOf(op);
      const before = await fingerprint(database.db);
      await fc.assert(fc.asyncProperty(attempts(op, actor), send), { numRuns: RUNS, seed: SEED + op.index });
      expect(await fingerprint(database.db)).toEqual(before);
    },
    300_000,
  );

  it(`answers ${RUNS} requests to paths and methods that are not operations with a clear 4xx, changing nothing`, async () => {
    const templates = operations.map((op) => ({
      method: op.method,
      pattern: new RegExp(`^${op.path.replace('{id}', '[^/]*')}$`),
    }));
    const routed = (method: string, url: string) => {
      const path = decodedOrAsIs(new URL(`http://localhost${url}`).pathname);
      return (
        path === '/openapi.json' ||
        templates.some(
          (t) => (t.method === method || (method === 'HEAD' && t.method === 'GET')) && t.pattern.test(path),
        )
      );
    };
    const prefixes = [
      '',
      '/auth',
      '/auth/admin',
      '/region',
      '/strict',
      '/strict/user',
      '/strict/wallet/topup',
      '/strict/transaction',
      '/openapi.json',
    ];
    const path = fc.oneof(
      fc.constantFrom(...operations.map((op) => op.path.replace('{id}', '1'))),
      fc
        .tuple(
          fc.constantFrom(...prefixes),
          fc.array(fc.oneof(hostileSegment, fc.constantFrom('..', '.', '', 'admin', 'login', 'details')), {
            minLength: 1,
            maxLength: 4,
          }),
        )
        .map(([p, s]) => `${p}/${s.join('/')}`),
    );
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');
    const request = fc
      .record({ method, path, body: anyBody, strict: fc.boolean() })
      .filter(({ method, path }) => !routed(method, path))
      .map(({ method, path, body, strict }) =>
        described({
          method,
          // Whole, so that the request is built from exactly what the filter above read.
          url: `http://localhost${path}`,
          headers: {
            ...(strict ? { authorization: `Bearer ${tokens.admin}` } : {}),
            ...(body.type ? { 'content-type': body.type } : {}),
          },
          body: method === 'GET' || method === 'HEAD' ? undefined : body.text,
          mustRefuse: true,
        }),
      );
    const before = await fingerprint(database.db);
    await fc.assert(fc.asyncProperty(request, send), { numRuns: RUNS, seed: SEED - 1 });
    expect(await fingerprint(database.db)).toEqual(before);
  }, 300_000);
});
