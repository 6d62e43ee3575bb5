// Property-based fuzzing of the BFF proxy on the running product (lib/bff/handler.ts, answered by the
// route handlers app/strict and app/region): 1,000 hostile requests with a real session cookie and the
// headers our own scripts send, to paths it forwards and paths it must not (encoded traversal,
// empty segments, backslashes, unicode, very long paths), with every method, hostile JSON and
// not JSON, bodies over 64 kB and hostile queries. Every answer is below 500, every refusal is
// JSON with a message of ours, and the data, read back through the product, is what it was.
// The URL is sent as Playwright (like a browser) normalises it: '..' and '%2e%2e' segments and
// backslashes are resolved before sending; e2e/security.spec.ts sends those raw.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { signIn } from './helpers';
import { answerProblem, ourMessages } from './fuzz-answers';
import {
  base,
  bodyOf,
  described,
  FORWARDED,
  hostilePath,
  isSlashNormalization,
  LISTS,
  listOf,
  MASTER,
  METHODS,
  SAME_ORIGIN,
  snapshot,
} from './fuzz-proxy-requests';
import { hostileText } from './hostile';
import { anyBody, hostileQueryValue, hostileSegment, invalidBody, type Body } from './hostile-requests';

const RUNS = 1_000;
const SEED = 20_261_123;
const isOurs = ourMessages('api', 'validation', 'errors');

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
    // Past about 16 kB of request line and headers Node.js itself answers 431, before the product;
    // and Next.js answers a path with '//' by a 308 that repeats the URL in Location and Refresh,
    // which past about 8 kB is more header than this client (Node.js, 16 kB) reads.
    .filter((attempt) => attempt.url.length < 7_500);

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
