// What each soak connection does, over and over (scripts/soak.ts). In the browser's place:
// lists and searches through the BFF, server-rendered pages, and a new customer and an edit
// now and then. In the field apps' place, against the API: deposits recorded and settled,
// top-ups and withdrawals requested and decided, each one crediting or debiting a wallet. And
// the runner that drives them and the figures it reports.
import autocannon from 'autocannon';
import { SESSION_COOKIE } from '../lib/session/cookie-names';
import type { Fixtures } from './soak-dataset';
import { TOPUP, bffHeaders, customerBody, depositBody, pick, withdrawalBody } from './soak-writes';

type Step = autocannon.Request;
type Context = Record<string, number | string | undefined>;

const json = (body: unknown) => JSON.stringify(body);
const q = encodeURIComponent;

/** Keeps the new record's id for the next step of the same connection. */
const remember = (key: string) => (status: number, body: string, context: object) => {
  (context as Context)[key] =
    status >= 200 && status < 300 ? (JSON.parse(body) as { data: { id: number } }).data.id : undefined;
};
/** The step with the remembered id in its path; none (the connection starts over) when the step before failed. */
const using =
  (key: string, path: (id: number | string) => string, extra: (id: number | string) => Partial<Step> = () => ({})) =>
  (request: Step, context: object) => {
    const ctx = context as Context;
    const id = ctx[key];
    if (id === undefined) return undefined as unknown as Step;
    ctx[key] = undefined;
    return { ...request, path: path(id), ...extra(id) };
  };

export function browserSteps(fixtures: Fixtures, web: string, cookie: string): Step[] {
  const bff = bffHeaders(web, cookie);
  const page = { cookie: `${SESSION_COOKIE}=${cookie}`, accept: 'text/html' };
  const names = fixtures.customers.map((c) => c.name.split(' ').at(-1)!);
  const get = (path: string | (() => string), headers: Record<string, string> = bff): Step =>
    typeof path === 'string'
      ? { method: 'GET', path, headers }
      : { method: 'GET', headers, setupRequest: (request) => ({ ...request, path: path() }) };
  return [
    get('/strict/transaction?page=1&per_page=10'),
    get(() => `/strict/transaction?search=${q(pick(names))}`),
    get('/transaction', page),
    get(() => `/strict/customer?search=${q(pick(names))}`),
    get('/strict/customer?page=2'),
    get('/dashboard', page),
    get('/strict/wallet?filter_note=balance'),
    get(() => `/strict/transaction/details?id=${1 + Math.floor(Math.random() * fixtures.transactionId)}`),
    get('/strict/report/summary'),
    get('/customer?page=2', page),
    get('/strict/wallet?filter_note=topup'),
    get(() => `/strict/transaction?search=${q(pick(['pending', 'settlement', 'dibatalkan']))}`),
    get('/topup', page),
    get('/strict/wallet?filter_note=withdraw&page=2'),
    {
      method: 'POST',
      path: '/strict/customer',
      headers: bff,
      setupRequest: (request) => ({ ...request, body: json(customerBody(fixtures)) }),
      onResponse: remember('customer'),
    },
    {
      method: 'PUT',
      headers: bff,
      setupRequest: using(
        'customer',
        (id) => `/strict/customer/${id}`,
        () => ({ body: json({ ...customerBody(fixtures), address: 'Jl. Uji Beban (diubah)' }) }),
      ),
    },
  ];
}

export function fieldSteps(fixtures: Fixtures, adminToken: string, fieldTokens: Map<number, string>): Step[] {
  const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const customers = [...fieldTokens.entries()];
  let decisions = 0;
  return [
    {
      method: 'POST',
      path: '/strict/transaction',
      headers: admin,
      setupRequest: (request) => ({ ...request, body: json(depositBody(fixtures)) }),
      onResponse: remember('tx'),
    },
    { method: 'PUT', headers: admin, setupRequest: using('tx', (id) => `/strict/transaction/settle/${id}`) },
    {
      method: 'POST',
      path: '/strict/wallet/topup',
      body: json(TOPUP),
      setupRequest: (request, context) => {
        const [userId, token] = pick(customers);
        (context as Context).customer = userId;
        return {
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        };
      },
      onResponse: remember('topup'),
    },
    { method: 'PUT', headers: admin, setupRequest: using('topup', (id) => `/strict/wallet/topup/accept/${id}`) },
    // The customer just topped up withdraws a fiftieth of it: the balance never runs short.
    {
      method: 'POST',
      path: '/strict/wallet/withdraw',
      body: json(withdrawalBody('1000.00')),
      setupRequest: using(
        'customer',
        () => '/strict/wallet/withdraw',
        (userId) => ({
          headers: { authorization: `Bearer ${fieldTokens.get(Number(userId))}`, 'content-type': 'application/json' },
        }),
      ),
      onResponse: remember('withdraw'),
    },
    {
      method: 'PUT',
      headers: admin,
      setupRequest: using('withdraw', (id) => `/strict/wallet/withdraw/${++decisions % 5 ? 'accept' : 'reject'}/${id}`),
    },
  ];
}

/** One autocannon run for the soak's length; its first errors and non-2xx answers are printed as they come. */
export function load(via: string, seconds: number, options: autocannon.Options): Promise<autocannon.Result> {
  let told = 0;
  const tell = (what: string) => told++ < 5 && console.log(`[soak]   ${via}: ${what}`);
  return new Promise((resolve, reject) => {
    const run = autocannon({ duration: seconds, timeout: 10, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    run.on('reqError', (err: Error) => tell(`error ${err.message}`));
    run.on(
      'response',
      (client: unknown, status: number) => (status < 200 || status > 299) && tell(`answered ${status}`),
    );
  });
}

/** What the summary reports of a run. */
export type Run = {
  requests: number;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  x5xx: number;
  statuses: unknown;
  resets: number;
};
export const figures = (r: autocannon.Result): Run => ({
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p975: r.latency.p97_5,
  p99: r.latency.p99,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
  x5xx: r['5xx'],
  statuses: r.statusCodeStats,
  resets: r.resets,
});
