// What the fuzzing of the BFF proxy (e2e/fuzz-proxy.spec.ts) builds its requests from and checks
// them against: the paths the BFF forwards and twisted ones, the bodies each master form takes,
// the headers our own scripts send, and everything the back office can read of the data.
import { expect, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { isAllowedPath } from '../lib/bff/allowed-paths';
import { bsuFormSchema } from '../lib/schemas/bsus';
import { collectorFormSchema } from '../lib/schemas/collectors';
import { customerFormSchema } from '../lib/schemas/customers';
import { deleteSchema } from '../lib/schemas/fields';
import { trashFormSchema } from '../lib/schemas/trash';
import { userCreateSchema, userUpdateSchema } from '../lib/schemas/users';
import { E2E } from './env';
import { preview } from './hostile';
import { hostileSegment, RAW_SEGMENTS, type Body, type BodyFields } from './hostile-requests';

export const base = new URL(E2E.baseURL);
export const SAME_ORIGIN = {
  'x-requested-with': 'XMLHttpRequest',
  origin: base.origin,
  'sec-fetch-site': 'same-origin',
};

export const MASTER = ['user', 'collector', 'bsu', 'trash', 'customer'] as const;
export const LISTS = [
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
export const bodyOf = (method: string, master: string) =>
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
  // Filed at the counter (issue 16), and my saved views of a list (issue 17).
  '/strict/wallet/topup/counter',
  '/strict/wallet/withdraw/counter',
  '/strict/account/views',
  '/strict/account/views/{id}',
];
export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** Each path the BFF forwards with the method it forwards it for, by its own list (lib/bff/allowed-paths.ts). */
export const FORWARDED = TEMPLATES.flatMap((template) =>
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
export const hostilePath = (ids: (template: string) => fc.Arbitrary<string>) =>
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
export function listOf(template: string) {
  const request = /^\/strict\/wallet\/(topup|withdraw)\//.exec(template)?.[1];
  if (request) return `/strict/wallet?filter_note=${request}&`;
  return LISTS.find((list) => template.startsWith(`${list.slice(0, -1)}/`));
}

type Attempt = { method: string; url: string; headers: Record<string, string>; body?: Body };
export const described = (a: Attempt) =>
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
export function isSlashNormalization(location: string | undefined): location is string {
  return !!location && /^\/(strict|region)(\/|\?|$)/.test(location) && !/\/\/|\\/.test(location.split('?')[0]!);
}

/** Everything the back office can read of the data: the dashboard and every list, every page. */
export async function snapshot(api: APIRequestContext) {
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
