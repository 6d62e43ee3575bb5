// `npm run lighthouse`: Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown) over every route
// of the back office in one Chromium, signed in once (the cookie goes into Chromium's jar before
// each signed-in route). Starts the product on the demo data in a throwaway DATA_DIR (port
// 3400, a build that compresses its answers, as a deployment's proxy does), or measures a
// running instance:
//   LIGHTHOUSE_URL=https://bank.example.id LIGHTHOUSE_EMAIL=… LIGHTHOUSE_PASSWORD=… npm run lighthouse
// Prints one table; writes it with each route's summary to bench-results/lighthouse.{md,json},
// and each route's full report to bench-results/lighthouse/<route>.json.
//   LIGHTHOUSE_ONLY=<regex> (routes whose path matches), CHROME_PATH (/usr/bin/chromium),
//   LIGHTHOUSE_RUNS=<1–9> (runs per route, in rounds over all routes; the table shows each
//   route's median run, as Lighthouse picks it: closest to the median FCP and TTI),
//   LIGHTHOUSE_VERBOSE=1 (the product's output)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { machine, root, sessionCookie, signIn, startProduct, stopProduct, type Product } from './product';
import { startFloor } from './bench-floor';
import { summarise, table, type Summary } from './lighthouse-report';
import { fileOf, passbookOf, routesOf, setCookies, signInThroughPage, warm } from './lighthouse-routes';
import type { Route, SessionCookie } from './lighthouse-routes';
import { SESSION_COOKIE } from '../lib/session/cookie-names';

const port = 3400;
const apiPort = 4400;
const sessionPassword = 'lighthouse-session-password-lighthouse-session-0123';
const demoAdmin = { email: 'admin@banksampah.id', password: 'lighthouse-admin-password' };
const only = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
const remote = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, '');
/** Runs per route: one run of a route moves two- to three-fold in TBT on a shared machine. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(runs) || runs < 1 || runs > 9)
  throw new Error('LIGHTHOUSE_RUNS must be a whole number from 1 to 9');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const categories = ['performance', 'accessibility', 'best-practices'];
/** Lighthouse's own list, and what the pages keep between visits: each route starts as a first visit. */
const clearStorageTypes: Flags['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
];
const results = path.join(root, 'bench-results');
/** The row of the empty App Router page. */
const FLOOR = 'floor: an empty App Router page';

/** The part of chrome-launcher's API used here. */
type LaunchedChrome = { port: number; kill: () => void };
type Launch = (options: {
  chromePath: string;
  chromeFlags: string[];
  handleSIGINT: boolean;
  logLevel: 'error';
}) => Promise<LaunchedChrome>;

/**
 * chrome-launcher as Lighthouse itself resolves it (its own dependency, the version it was
 * released with): package.json lists Lighthouse alone, and the two cannot drift apart.
 */
async function chromeLauncher(): Promise<Launch> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const launcher = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as { launch: Launch };
  return launcher.launch;
}

/** What Ctrl-C and the end of the run both stop; each only once. */
const running: {
  chrome?: LaunchedChrome;
  product?: Product;
  dataDir?: string;
  floor?: Awaited<ReturnType<typeof startFloor>>;
} = {};
let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= (async () => {
    running.chrome?.kill();
    await running.floor?.stop();
    if (running.product) await stopProduct(running.product.child);
    if (running.dataDir) rmSync(running.dataDir, { recursive: true, force: true });
  })());

/**
 * The demo data, embedded PGlite, a data directory of its own: signed in as its administrator.
 * Built to compress its answers (BUILD_COMPRESS, next.config.ts): the product as deployed sends
 * them uncompressed for the proxy in front to compress (README, "Deploying"), and an
 * uncompressed download is one no browser of a deployment ever makes. A build of its own: the
 * next plain start builds again.
 */
async function startDemo(): Promise<{ base: string; cookie: SessionCookie }> {
  running.dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  console.log('[lighthouse] starting the product on the demo data (it builds first when the sources changed)');
  running.product = startProduct({
    port,
    sessionPassword,
    env: {
      DATA_DIR: running.dataDir,
      DATABASE_URL: '',
      API_BASE_URL: '',
      SEED_DEMO: 'true',
      BUILD_COMPRESS: '1',
      EMBEDDED_API_PORT: String(apiPort),
      ADMIN_EMAIL: demoAdmin.email,
      ADMIN_PASSWORD: demoAdmin.password,
      // One cookie, sealed once, carries the whole run: no refresh, no idle or absolute timeout on the way.
      ACCESS_TOKEN_TTL: '7200',
      SESSION_IDLE_TIMEOUT: '7200',
      SESSION_ABSOLUTE_TIMEOUT: '7200',
    },
    verbose: Boolean(process.env.LIGHTHOUSE_VERBOSE),
    timeoutSeconds: 900,
  });
  const seconds = await running.product.ready;
  console.log(`[lighthouse] the product served /login after ${seconds.toFixed(1)} s`);
  const pair = await signIn(`http://127.0.0.1:${apiPort}`, demoAdmin);
  const value = await sessionCookie(pair, sessionPassword);
  return { base: `http://127.0.0.1:${port}`, cookie: { name: SESSION_COOKIE, value } };
}

/** One route in a fresh tab (Lighthouse opens one per run), the site's storage reset, signed in or not. */
async function audit(chrome: LaunchedChrome, base: string, route: Route, cookie?: SessionCookie): Promise<Result> {
  await setCookies(chrome.port, base, route.signedIn ? cookie : undefined);
  const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: categories, clearStorageTypes };
  let lhr: Result | undefined;
  // Lighthouse now and then fails to record a load's trace (NO_NAVSTART, "run Lighthouse
  // again"): that route is run once more, and a second failure fails the run.
  for (let attempt = 1; !lhr; attempt++) {
    const result = await lighthouse(`${base}${route.path}`, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${route.path}`);
    const error = result.lhr.runtimeError;
    if (!error) lhr = result.lhr;
    else if (attempt === 2) throw new Error(`Lighthouse on ${route.path}: ${error.message}`);
    else console.log(`[lighthouse] ${route.path}: ${error.code}, running it again`);
  }
  // A lapsed or refused session lands on /login with a perfectly good score: that is no measurement.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== route.path)
    throw new Error(`${route.path} ended on ${lhr.finalDisplayedUrl}, not on the page asked for: not signed in?`);
  return lhr;
}

async function main() {
  const began = performance.now();
  const launch = await chromeLauncher();
  // Our own Ctrl-C handling stops the product too; chrome-launcher's would exit first.
  const chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'error' });
  running.chrome = chrome;

  let base: string;
  let cookie: SessionCookie;
  if (remote) {
    const email = process.env.LIGHTHOUSE_EMAIL;
    const password = process.env.LIGHTHOUSE_PASSWORD;
    if (!email || !password) throw new Error('LIGHTHOUSE_URL needs LIGHTHOUSE_EMAIL and LIGHTHOUSE_PASSWORD');
    base = remote;
    cookie = await signInThroughPage(base, chrome.port, { email, password });
  } else ({ base, cookie } = await startDemo());

  const passbook = await passbookOf(base, cookie);
  if (!passbook) console.log('[lighthouse] no passbook link on /balance-data: the passbook is not audited');
  const routes = routesOf(passbook).filter((r) => !only || only.test(r.path));
  if (routes.length === 0 && !only?.test(FLOOR))
    throw new Error(`LIGHTHOUSE_ONLY=${process.env.LIGHTHOUSE_ONLY} matches no route`);

  await warm(base, routes, cookie);
  // 'Chrome/156.0.8078.108': the full version, which the user agent Lighthouse records no longer has.
  const { Browser: browser } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser: string;
  };
  const chromium = `Chromium ${browser.replace(/^.*\//, '')}`;

  mkdirSync(path.join(results, 'lighthouse'), { recursive: true });
  const rows: Summary[] = [];
  let version = '';
  /** Keeps a route's full report (its median run) as bench-results/lighthouse/<file>.json and its row for the table. */
  const record = (label: string, file: string, lhrs: Result[]) => {
    const lhr = lhrs.length === 1 ? lhrs[0]! : computeMedianRun(lhrs);
    writeFileSync(path.join(results, 'lighthouse', `${file}.json`), JSON.stringify(lhr));
    rows.push(summarise(label, lhr));
    version = lhr.lighthouseVersion;
  };
  /** One run of `route`, said as it ends. */
  const auditOnce = async (label: string, at: string, route: Route, round: number, signedIn?: SessionCookie) => {
    const started = performance.now();
    const lhr = await audit(chrome, at, route, signedIn);
    const row = summarise(label, lhr);
    console.log(
      `[lighthouse] ${label.padEnd(28)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  TBT ${row.tbtMs} ms${runs > 1 ? `  (run ${round} of ${runs})` : ''}  (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    return lhr;
  };
  // In rounds over all routes, so that a slow spell of the machine falls on every route alike.
  const audited = new Map<string, Result[]>(routes.map((r) => [r.path, []]));
  for (let round = 1; round <= runs; round++)
    for (const route of routes) audited.get(route.path)!.push(await auditOnce(route.path, base, route, round, cookie));
  for (const route of routes) record(route.path, fileOf(route.path), audited.get(route.path)!);

  // The floor (issue 19): an empty App Router page by the same Next.js and React, compressed by
  // `next start` as the demo is, in the same Chromium and run, after the routes. No page of ours
  // can score above it.
  if (!only || only.test(FLOOR)) {
    console.log('[lighthouse] building the empty App Router page (the floor)');
    running.floor = await startFloor(port + 90);
    const home: Route = { path: '/', signedIn: false };
    const floorBase = running.floor.url.replace(/\/$/, '');
    await warm(floorBase, [home]);
    const floorRuns: Result[] = [];
    for (let round = 1; round <= runs; round++) floorRuns.push(await auditOnce(FLOOR, floorBase, home, round));
    record(FLOOR, 'floor', floorRuns);
    await running.floor.stop();
    running.floor = undefined;
  }

  const minutes = ((performance.now() - began) / 60_000).toFixed(1);
  const indexes = rows.map((r) => r.benchmarkIndex);
  const about = [
    `${machine()}; ${chromium}, Lighthouse ${version} (benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}),`,
    `mobile (simulated slow 4G, 4× CPU slowdown); ${remote ?? 'the demo data on embedded PGlite, gzip from Next.js'};`,
    `${routes.length} routes${runs > 1 ? ` × ${runs} runs (each row the route's median run)` : ''} in ${minutes} min`,
  ].join(' ');
  const markdown = `${table(rows)}\n\n${about}\n`;
  console.log(`\n${markdown}`);
  writeFileSync(path.join(results, 'lighthouse.md'), markdown);
  const report = {
    at: new Date().toISOString(),
    machine: machine(),
    chromium,
    lighthouse: version,
    target: remote ?? 'demo',
  };
  writeFileSync(path.join(results, 'lighthouse.json'), JSON.stringify({ ...report, rows }, null, 2));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n[lighthouse] ${signal}: stopping Chromium and the product`);
    void stopAll().finally(() => process.exit(130));
  });

try {
  await main();
} finally {
  await stopAll();
}
