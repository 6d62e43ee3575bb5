// `npm run bench`: the product on the scale dataset (npm run bench:data), measured in one run.
//   PostgreSQL: DATABASE_URL=postgres://…/bench npm run bench     PGlite: DATA_DIR=./bench-data npm run bench
// Phases: cold start on an empty data directory and warm restart; then, on the dataset, the
// API directly, the same calls through the BFF with a real session cookie, the server-rendered
// pages (a first load, and a click inside the app), the sign-in page while lists are busy, first-load JavaScript per route (Chromium), and
// a soak (BENCH_SOAK seconds) watching server memory. Prints one table, writes JSON.
//   BENCH_DURATION (s per case, 10), BENCH_WARMUP (s of the same load before each case, unmeasured, 3), BENCH_CONNECTIONS (10), BENCH_SOAK (s, 0), BENCH_SKIP_STARTUP=1,
//   BENCH_ONLY=passbook (only the API and BFF cases whose name matches; no pages, no files written),
//   BENCH_PAGES=1 (only the pages, the floor and the API calls they render from; no files written)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { firstLoadScriptBytes, SIGNED_IN_ROUTES } from '../e2e/first-load-js';
import { isAllowedPath } from '../lib/bff/allowed-paths';
import { hotCases, isRecordCase, pageCalls, subjectsOf } from './bench-cases';
import { machine as machineLine, root, rssOf, sessionCookie, signIn, startProduct } from './product';
import { stopProduct as stop, writeResult } from './product';
import { SESSION_COOKIE } from '../lib/session/cookie-names';
import { startFloor } from './bench-floor';
import { download } from './bench-download';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const soak = Number(process.env.BENCH_SOAK ?? 0);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const pagesOnly = Boolean(process.env.BENCH_PAGES);
const pageDivisors = new Set(Object.values(pageCalls));
const port = 3300;
const apiPort = 4300;
const web = `http://127.0.0.1:${port}`;
const api = `http://127.0.0.1:${apiPort}`;
const sessionPassword = 'bench-session-password-bench-session-password-0123';
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@banksampah.id',
  password: process.env.ADMIN_PASSWORD ?? 'bench-admin-password',
};
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const dataDir = path.resolve(process.env.DATA_DIR ?? 'bench-data');

type Row = {
  case: string;
  via: string;
  p50: number;
  p975: number;
  p99: number;
  rps: number;
  errors: number;
  requests: number;
  ratio?: number;
};
const rows: Row[] = [];
const notes: Record<string, unknown> = {};

const start = (env: Record<string, string>) =>
  startProduct({
    port,
    sessionPassword,
    env: { ACCESS_TOKEN_TTL: '7200', SEED_DEMO: 'false', ...env },
    verbose: Boolean(process.env.BENCH_VERBOSE),
  });

async function load(
  name: string,
  via: string,
  url: string,
  headers: Record<string, string>,
  seconds = duration,
  conns = connections,
): Promise<Row> {
  if (warmup > 0) await autocannon({ url, connections: conns, duration: warmup, headers, timeout: 10 });
  const result = await autocannon({ url, connections: conns, duration: seconds, headers, timeout: 10 });
  const row = {
    case: name,
    via,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
  rows.push(row);
  console.log(
    `[bench] ${via.padEnd(4)} ${name.padEnd(28)} p50 ${row.p50} ms  p97.5 ${row.p975} ms  p99 ${row.p99} ms  ${row.rps} req/s  errors ${row.errors}`,
  );
  return row;
}

async function startup() {
  const fresh = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  try {
    const cold = start({ DATA_DIR: fresh, DATABASE_URL: '' });
    notes.coldStartSeconds = Number((await cold.ready).toFixed(1));
    await stop(cold.child);
    const warm = start({ DATA_DIR: fresh, DATABASE_URL: '' });
    notes.warmRestartSeconds = Number((await warm.ready).toFixed(1));
    await stop(warm.child);
    console.log(
      `[bench] cold start to the sign-in page ${notes.coldStartSeconds} s (empty DATA_DIR, regions seeded); warm restart ${notes.warmRestartSeconds} s`,
    );
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

async function firstLoadJs(cookie: string, floor: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const sizes: Record<string, number> = {};
  const pages: [label: string, url: string, withCookie: boolean][] = [
    ['/login', `${web}/login`, false],
    ...SIGNED_IN_ROUTES.map((route): [string, string, boolean] => [route, `${web}${route}`, true]),
    ['empty App Router page (the floor)', floor, false],
  ];
  for (const [label, url, withCookie] of pages) {
    const context = await browser.newContext();
    if (withCookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: web }]);
    const { bytes } = await firstLoadScriptBytes(await context.newPage(), url);
    sizes[label] = Number((bytes / 1024).toFixed(1));
    await context.close();
  }
  await browser.close();
  notes.firstLoadJsKb = sizes;
  console.log(`[bench] first-load JS (kB, brotli): ${JSON.stringify(sizes)}`);
}

async function main() {
  if (!process.env.BENCH_SKIP_STARTUP) await startup();

  const product = start(
    process.env.DATABASE_URL
      ? { EMBEDDED_API_PORT: String(apiPort) }
      : { DATA_DIR: dataDir, EMBEDDED_API_PORT: String(apiPort) },
  );
  notes.startSecondsOnDataset = Number((await product.ready).toFixed(1));
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    const pair = await signIn(api, admin).catch((err: Error) => {
      throw new Error(`${err.message}: run npm run bench:data first, with the same ADMIN_PASSWORD`);
    });
    const cookie = await sessionCookie(pair, sessionPassword);
    const bearer = { authorization: `Bearer ${pair.jwt_token}` };
    const browserish = { cookie: `${SESSION_COOKIE}=${cookie}`, 'x-requested-with': 'XMLHttpRequest' };

    // What to search for: a customer's last name, a unit bank's code, a transaction.
    const get = async (p: string) => (await fetch(`${api}${p}`, { headers: bearer })).json();
    const firstTx = (await get('/strict/transaction?per_page=1')).items[0];
    const customer = (await get('/strict/customer?per_page=1')).items[0];
    const bsu = (await get('/strict/bsu?per_page=1')).items[0];
    notes.dataset = {
      transactions: (await get('/strict/transaction?per_page=1')).total_records,
      customers: (await get('/strict/customer?per_page=1')).total_records,
    };
    const cases = hotCases(subjectsOf(firstTx, customer, bsu)).filter(([label]) =>
      pagesOnly ? pageDivisors.has(label) : !only || only.test(label),
    );
    for (const [label, p] of cases) {
      await load(label, 'API', `${api}${p}`, bearer);
      if (pagesOnly) continue;
      // Through the BFF only what page scripts may ask for; the reports and the passbook render on the server.
      if (isAllowedPath('GET', p.slice(1).split('?')[0]!)) await load(label, 'BFF', `${web}${p}`, browserish);
      if (isRecordCase(label)) await load(`${label}, one at a time`, 'API', `${api}${p}`, bearer, duration, 1);
    }
    if (!only) {
      // A page load as a browser asks for it: its Sec-Fetch headers say a document is wanted.
      const pageLoad = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', accept: 'text/html' };
      for (const page of ['/transaction', '/customer', '/dashboard'])
        await load(`page ${page}`, 'SSR', `${web}${page}`, { ...pageLoad, cookie: `${SESSION_COOKIE}=${cookie}` });
      floor = await startFloor(port + 90);
      await load('page: an empty App Router page (the floor)', 'SSR', floor.url, pageLoad);
      // What a click in the app costs after the first load (the pager; the sidebar, from another
      // screen): the App Router sends the tree it shows and asks for what differs, not the
      // whole document. A tree that already shows the page would get an empty answer.
      const navigations: [page: string, from: string][] = [
        ['/transaction?page=2', 'transaction'],
        ['/customer?page=2', 'customer'],
        ['/dashboard', 'transaction'],
      ];
      for (const [page, from] of navigations) {
        const tree = encodeURIComponent(
          JSON.stringify(['', { children: ['(admin)', { children: [from, { children: ['__PAGE__', {}] }] }] }]),
        );
        const headers = { cookie: `${SESSION_COOKIE}=${cookie}`, rsc: '1', 'next-router-state-tree': tree };
        // The router adds a cache-busting _rsc parameter; the server redirects to it when absent.
        const first = await fetch(`${web}${page}`, { headers });
        if (first.status !== 200) throw new Error(`navigation payload of ${page} answered ${first.status}`);
        if ((await first.text()).length < 1024)
          throw new Error(`navigation payload of ${page} is nearly empty: the page was not rendered`);
        await load(`navigation ${page}`, 'RSC', first.url, headers);
      }
      if (!pagesOnly) {
        // The sign-in page while heavy lists keep the database busy.
        const [, signInPage] = await Promise.all([
          load('(background) name search', 'BFF', `${web}${cases[2]![1]}`, browserish),
          load('sign-in page under list load', 'SSR', `${web}/login`, {}, duration, 1),
        ]);
        notes.signInUnderLoadP99 = signInPage.p99;

        await firstLoadJs(cookie, floor.url);

        // Issue 17: the whole transaction list downloaded through the BFF, as the browser does.
        const exports = [];
        for (const format of ['csv', 'xlsx'] as const)
          exports.push(
            await download(`${web}/strict/export/transaction?format=${format}`, {
              format,
              headers: browserish,
              pid: product.child.pid!,
              rows: Number((notes.dataset as { transactions: number }).transactions),
            }),
          );
        notes.exports = exports;

        if (soak > 0) {
          const pid = product.child.pid!;
          const before = rssOf(pid);
          await load('soak: mixed lists', 'BFF', `${web}${cases[0]![1]}`, browserish, soak, 50);
          const after = rssOf(pid);
          notes.soak = {
            seconds: soak,
            rssBeforeMb: Math.round(before / 2 ** 20),
            rssAfterMb: Math.round(after / 2 ** 20),
            growthPercent: Number((((after - before) / before) * 100).toFixed(1)),
          };
          console.log(`[bench] soak ${soak} s: RSS ${JSON.stringify(notes.soak)}`);
        }
      }
    }
  } finally {
    await Promise.all([stop(product.child), floor?.stop()]);
  }

  // The ratio: a BFF row's p50 over the same call's on the API; a page's (SSR, RSC) over the
  // API call it renders from (scripts/bench-cases.ts pageCalls).
  const api50 = new Map(rows.filter((r) => r.via === 'API').map((r) => [r.case, r.p50]));
  const baseline = (r: Row) => {
    if (r.via === 'BFF' && !r.case.startsWith('(')) return api50.get(r.case);
    const page = /^(?:page|navigation) (\/\w+)/.exec(r.case)?.[1];
    return (r.via === 'SSR' || r.via === 'RSC') && page && pageCalls[page] ? api50.get(pageCalls[page]) : undefined;
  };
  for (const r of rows) {
    const base = baseline(r);
    if (base) r.ratio = Number((r.p50 / base).toFixed(2));
  }
  const lines = [
    `| case | via | p50 ms | p97.5 ms | p99 ms | req/s | errors | ÷ API p50 |`,
    `|---|---|---:|---:|---:|---:|---:|---:|`,
    ...rows.map(
      (r) =>
        `| ${r.case} | ${r.via} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.rps} | ${r.errors} | ${r.ratio?.toFixed(2) ?? ''} |`,
    ),
  ];
  const machine = `${machineLine()}, ${database}`;
  console.log(`\n${machine}; ${connections} connections, ${duration} s per case\n\n${lines.join('\n')}\n`);
  console.log(JSON.stringify(notes, null, 2));
  const report = { at: new Date().toISOString(), machine, database, connections, duration, rows, notes };
  if (only || pagesOnly) return;
  writeResult('bench', report);
  writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify(report, null, 2));
  writeFileSync(
    path.join(root, 'bench-results', 'latest.md'),
    `${machine}; ${connections} connections, ${duration} s per case\n\n${lines.join('\n')}\n`,
  );
}

await main();
