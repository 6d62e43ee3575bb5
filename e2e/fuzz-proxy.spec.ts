// Property-based fuzzing of the BFF proxy on the running product (lib/bff/handler.ts, answered by the
// route handlers app/strict and app/region): 1,000 hostile requests with a real session cookie and the
// headers our own scripts send, to paths it forwards and paths it must not (encoded traversal,
// empty segments, backslashes, unicode, very long paths), with every method, hostile JSON and
// not JSON, bodies over 64 kB and hostile queries. Every answer is below 500, every refusal is
// JSON with a message of ours, and the data, read back through the product, is what it was.
// The URL is sent as Playwright (like a browser) normalises it: '..' and '%2e%2e' segments and
// backslashes are resolved before sending; e2e/security.spec.ts sends those raw.
import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { isAllowedPath } from '../lib/bff/allowed-paths';
import { bsuFormSchema } from '../lib/schemas/bsus';
import { collectorFormSchema } from '../lib/schemas/collectors';
import { customerFormSchema } from '../lib/schemas/customers';
import { deleteSchema } from '../lib/schemas/fields';
import { trashFormSchema } from '../lib/schemas/trash';
import { userCreateSchema, userUpdateSchema } from '../lib/schemas/users';
import { E2E } from './env';
import { signIn } from './helpers';
import { answerProblem, ourMessages } from './fuzz-answers';
import {
  anyBody,
  hostileQueryValue,
  hostileSegment,
  hostileText,
  invalidBody,
  preview,
  RAW_SEGMENTS,
  type Body,
  type BodyFields,
} from './hostile';

const RUNS = 1_000;
const SEED = 20_261_123;
const isOurs = ourMessages('api', 'validation', 'errors');
const base = new URL(E2E.baseURL);
const SAME_ORIGIN = { 'x-requested-with': 'XMLHttpRequest', origin: base.origin, 'sec-fetch-site': 'same-origin' };

const MASTER = ['user', 'collector', 'bsu', 'trash', 'customer'] as const;
const LISTS = [
  ...MASTER.map((m) => `/strict/${m}?`),
  '/strict/transaction?',
  ...['balance', 'topup', 'withdraw'].map((f) => `/strict/wallet?filter_note=${f}&`),
];

type Shape = { shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }> };
/** A form's fields as the shared schema (lib/schemas) has them: the API validates with the same. */
const fieldsOf = ({ shape }: Shape): BodyFields => {
  const names = Object.keys(shape);
  return {
    names,
    required: names.filter((name) => !shape[name]!.safeParse(undefined).success),
    objectless: names.filter((name) => !shape[name]!.safeParse({ $ne: null }).success),
    plausible: () =>
      fc.constantFrom(
        'Budi',
        '081234567890',
        'budi@contoh.id',
        '32.73.01.1001',
        '3273010101900009',
        '1',
        'active',
        'Organik',
        'kg',
        '12500',
      ),
  };
};
const forms: Record<string, Shape> = {
  user: userCreateSchema,
  collector: collectorFormSchema,
  bsu: bsuFormSchema,
  trash: trashFormSchema,
  customer: customerFormSchema,
};
/** What a create, an update or a delete of a master record takes. */
const bodyOf = (method: string, master: string) =>
  fieldsOf(
    method === 'DELETE' ? deleteSchema : method === 'PUT' && master === 'user' ? userUpdateSchema : forms[master]!,
  );

const TEMPLATES = [
  '/strict/report/summary',
  ...['province', 'regency', 'subdistrict', 'village'].map((level) => `/region/${level}`),
  ...MASTER.flatMap((m) => [`/strict/${m}`, `/strict/${m}/{id}`]),
  '/strict/transaction',
  '/strict/transaction/details',
  '/strict/transaction/settle/{id}',
  '/strict/transaction/cancel/{id}',
  '/strict/wallet',
  '/strict/wallet/topup',
  '/strict/wallet/withdraw',
  ...['topup', 'withdraw'].flatMap((kind) =>
    ['accept', 'reject'].map((decision) => `/strict/wallet/${kind}/${decision}/{id}`),
  ),
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** Each path the BFF forwards with the method it forwards it for, by its own list (lib/bff/allowed-paths.ts). */
const FORWARDED = TEMPLATES.flatMap((template) =>
  METHODS.filter((m) => isAllowedPath(m, template.replace('{id}', '1').slice(1))).map((m) => [m, template] as const),
);
const TWISTS = [
  '..%2f',
  '..%2f..%2fauth%2fadmin%2flogin',
  '%2e%2e',
  '..',
  '.',
  '',
  '\\',
  '\\..\\',
  ';x=1',
  '%00',
  '%2f',
  'STRICT',
  '~',
  '%E2%80%AE',
  encodeURIComponent('日本'),
  '%F0%9F%98%80',
];

/** A path the BFF may or may not forward: a real one, or one twisted by a segment or its case. */
const hostilePath = (ids: (template: string) => fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom(...TEMPLATES).chain((template) => ids(template).map((id) => template.replace('{id}', id))),
      fc.array(fc.tuple(fc.nat(6), fc.oneof(fc.constantFrom(...TWISTS, ...RAW_SEGMENTS), hostileSegment)), {
        maxLength: 2,
      }),
      fc.oneof(
        { weight: 9, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.integer({ min: 256, max: 8_000 }) },
      ),
    )
    .map(([path, twists, long]) => {
      const segments = path.split('/');
      for (const [at, twist] of twists) segments.splice(1 + (at % segments.length), 0, twist);
      if (long !== null) segments.push('a'.repeat(long));
      return segments.join('/');
    });

/** The list whose records a path's {id} names. */
function listOf(template: string) {
  const request = /^\/strict\/wallet\/(topup|withdraw)\//.exec(template)?.[1];
  if (request) return `/strict/wallet?filter_note=${request}&`;
  return LISTS.find((list) => template.startsWith(`${list.slice(0, -1)}/`));
}

type Attempt = { method: string; url: string; headers: Record<string, string>; body?: Body };
const described = (a: Attempt) =>
  Object.assign(a, {
    [fc.toStringMethod]: () =>
      `${a.method} ${preview(a.url, 300)} ${JSON.stringify(a.headers)} ${a.body?.text === undefined ? '' : preview(a.body.text)}`,
  });

async function json(api: APIRequestContext, path: string) {
  const res = await api.get(path, { headers: SAME_ORIGIN });
  expect(res.status(), path).toBe(200);
  return res.json();
}

/**
 * Next.js's own answer to a path with `//`, a `\\` (which URL parsers read as `/`) or a trailing
 * slash, before any route runs: a relative 308 to the same path without them. Such an answer
 * must stay on this site and within the BFF's paths.
 */
function isSlashNormalization(location: string | undefined): location is string {
  return !!location && /^\/(strict|region)(\/|\?|$)/.test(location) && !/\/\/|\\/.test(location.split('?')[0]!);
}

/** Everything the back office can read of the data: the dashboard and every list, every page. */
async function snapshot(api: APIRequestContext) {
  const lists: Record<string, { total: number; items: { id: number; status?: string }[] }> = {};
  for (const list of LISTS) {
    lists[list] = { total: 0, items: [] };
    for (let page = 1; ; page++) {
      const body = (await json(api, `${list}per_page=50&page=${page}`)) as {
        items: { id: number }[];
        has_next_page: boolean;
        total_records: number;
      };
      lists[list] = { total: body.total_records, items: [...lists[list]!.items, ...body.items] };
      if (!body.has_next_page) break;
    }
  }
  return { summary: await json(api, '/strict/report/summary'), lists };
}

test(`the BFF proxy: ${RUNS} hostile requests, no 5xx, every refusal a clear message, the data unchanged`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(FORWARDED.length, 'paths the BFF forwards, with their methods').toBeGreaterThanOrEqual(32);
  await signIn(page);
  // The page's own request context: it carries the session cookie and keeps it as the BFF renews it.
  const api = page.request;
  const before = await snapshot(api);
  // Pending wallet requests are the only records a request with an id alone could change (the
  // BFF forwards no settle or cancel); other specs may have decided them all before this runs.
  const requests = LISTS.filter((list) => /topup|withdraw/.test(list)).flatMap((list) => before.lists[list]!.items);
  const pending = new Set(requests.filter((item) => item.status === 'pending').map((item) => String(item.id)));
  // Ids of the records a path names (so the API's checks behind the id run), and others.
  const idFor = (template: string) => {
    const list = listOf(template);
    const known = (list ? before.lists[list]!.items : []).map((item) => String(item.id));
    return fc.oneof(
      fc.constantFrom(...known, '99999'),
      fc.constantFrom('2147483647', '9999999999'),
      fc.integer({ min: 1, max: 400 }).map(String),
    );
  };
  // Half go where the BFF forwards them, so the API's own checks answer; half anywhere, any method.
  const target = fc.oneof(
    fc
      .constantFrom(...FORWARDED)
      .chain(([m, template]) => idFor(template).map((id) => [m, template.replace('{id}', id)] as const)),
    fc.tuple(
      fc.constantFrom(...METHODS),
      hostilePath((template) => fc.oneof(idFor(template), hostileSegment)),
    ),
  );

  const attempts = target
    .filter(([m, path]) => {
      // Sent as the URL parser reads it: only to this server's /strict and /region (never /auth, never a page).
      const url = URL.canParse(path, base) ? new URL(path, base) : null;
      if (url?.origin !== base.origin || !/^\/(strict|region)\//.test(url.pathname)) return false;
      return m === 'GET' || !url.pathname.split('/').some((segment) => pending.has(segment.replace(/^0+/, '')));
    })
    .chain(([m, path]) => {
      const master = new RegExp(`^/strict/(${MASTER.join('|')})(/[^/]*)?$`).exec(new URL(path, base).pathname)?.[1];
      const body =
        m === 'GET'
          ? fc.constant<Body>({})
          : master && ['POST', 'PUT', 'DELETE'].includes(m)
            ? invalidBody(bodyOf(m, master))
            : anyBody;
      const query = fc.array(
        fc.tuple(
          fc.constantFrom('page', 'per_page', 'search', 'filter_note', 'id', 'provinceId', 'collectorId', '__proto__'),
          hostileQueryValue,
        ),
        { maxLength: 3 },
      );
      const headers = fc.oneof(
        { weight: 12, arbitrary: fc.constant<Record<string, string>>(SAME_ORIGIN) },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Record<string, string>>(
            {},
            { ...SAME_ORIGIN, origin: 'https://evil.example' },
            { ...SAME_ORIGIN, 'sec-fetch-site': 'cross-site' },
            { 'x-requested-with': 'XMLHttpRequest' },
          ),
        },
      );
      const language = fc.option(
        hostileText.filter((t) => t.length < 1_000 && /^[\x21-\x7e][\x20-\x7e]*$/.test(t)),
        { freq: 3 },
      );
      return fc.record({ body, query, headers, language }).map(({ body, query, headers, language }) =>
        described({
          method: m,
          url: query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path,
          headers: {
            ...headers,
            ...(body.type ? { 'content-type': body.type } : {}),
            ...(language ? { 'accept-language': language } : {}),
          },
          body,
        }),
      );
    })
    // Past about 16 kB of request line and headers Node.js itself answers 431, before the product.
    .filter((attempt) => attempt.url.length < 12_000);

  const tally: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(attempts, async ({ method: m, url, headers, body }) => {
      const res = await api.fetch(url, {
        method: m,
        headers,
        data: body?.text === undefined ? undefined : Buffer.from(body.text),
        maxRedirects: 0,
      });
      const status = res.status();
      tally[status] = (tally[status] ?? 0) + 1;
      let answer = res;
      // Each normalization is one hop (`//` first, then a trailing slash).
      for (let hops = 0; answer.status() === 308 && hops < 2; hops += 1) {
        const location = answer.headers().location;
        if (!isSlashNormalization(location)) throw new Error(`308 to ${location}`);
        // Where it leads must answer as the BFF does; only a read is followed (nothing to change).
        if (m !== 'GET') return;
        answer = await api.fetch(location, { method: m, headers, maxRedirects: 0 });
      }
      const problem = answerProblem(
        {
          method: m,
          status: answer.status(),
          contentType: answer.headers()['content-type'] ?? null,
          text: await answer.text(),
        },
        { mustRefuse: m !== 'GET', isOurs },
      );
      if (problem) throw new Error(problem);
    }),
    { numRuns: RUNS, seed: SEED },
  );
  console.log('[fuzz-proxy] answers by status', JSON.stringify(tally));

  // The session lived through it, the API's own validation was reached, and nothing changed.
  for (const status of [200, 400, 403, 404, 405, 413, 415, 422])
    expect(tally[status] ?? 0, `answers ${status}`).toBeGreaterThan(0);
  expect(tally[401], 'answers 401: the session ended').toBeUndefined();
  expect(await snapshot(api)).toEqual(before);
});
