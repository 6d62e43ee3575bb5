// `npm run soak`: faults and a long run, on the product as `npm start` runs it.
// 1. Crash safety, on PGlite (a fresh DATA_DIR) and on PostgreSQL (a fresh database on
//    SOAK_DATABASE_URL's server, dropped at the end; skipped when no server answers): the
//    product seeds the demo network, SOAK_WRITES writes that move money are fired at once
//    (deposits recorded and settled, top-ups and withdrawals requested and decided, new
//    customers), the server is killed with SIGKILL while they are in flight, then restarted.
//    Every acknowledged write (2xx received) must be in the database and every invariant
//    (server/domain/invariants.ts: ledgers, counters) must hold.
// 2. Soak: SOAK_CONNECTIONS connections for SOAK_SECONDS on the restarted product: lists,
//    searches, pages and customer edits through the BFF (nine in ten connections), deposits,
//    top-ups and withdrawals on the API (the rest, SOAK_FIELD_RATE requests/s). 0 errors and
//    0 non-2xx expected; server memory sampled every 5 s; invariants checked after.
// Prints each phase's figures and a summary, writes bench-results/soak-<time>.json, and exits
// 1 when an acknowledged write is missing, an invariant breaks, or the soak saw any error.
//   SOAK_SECONDS (600), SOAK_CONNECTIONS (50), SOAK_WRITES (1000), SOAK_FIELD_RATE (20),
//   SOAK_DATABASE (pglite | postgres: the soak's database), SOAK_SKIP_CRASH=1, SOAK_SKIP_SOAK=1,
//   SOAK_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), SOAK_VERBOSE=1 (product logs)
import path from 'node:path';
import { brokenInvariants } from '../server/domain/invariants';
import { machine as machineLine, processTree, root, rssOf, stopProduct, writeResult } from './product';
import { describeServer, label, prepareDataset, reachablePostgres, type Dataset, type Kind } from './soak-dataset';
import { browserSteps, fieldSteps, figures, load } from './soak-load';
import {
  api,
  connections,
  fieldRate,
  mb,
  port,
  productEnv,
  ready,
  seconds,
  serverUrl,
  sessionPassword,
  signInAll,
  soakKind,
  start,
  state,
  web,
  writes,
} from './soak-setup';
import { soakSummary } from './soak-summary';
import { answered, bffHeaders, byKind, depositBody, fire, missing, newTally, plan } from './soak-writes';

const failures: string[] = [];
const report: Record<string, unknown> = { crash: [] as unknown[] };

async function crashTest(dataset: Dataset) {
  const name = label(dataset.kind);
  console.log(`\n[soak] crash test on ${name}: ${writes} concurrent writes, SIGKILL while they are in flight`);
  let product = start(dataset);
  const startSeconds = await ready(product);
  const to = await signInAll(dataset);
  const pid = product.child.pid!;
  console.log(`[soak] started in ${startSeconds} s; the server: ${await describeServer(pid, dataset, serverUrl)}`);

  const chains = plan(dataset.fixtures, writes);
  const killAt = Math.round(writes * (0.25 + Math.random() * 0.2));
  const tally = newTally();
  const exited = new Promise((r) => product.child.once('exit', r));
  let killed: { afterMs: number; acks: number; fired: number; inFlight: number; pids: number[] } | undefined;
  const began = performance.now();
  const kill = () => {
    if (killed) return;
    const pids = processTree(pid);
    for (const p of pids) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    killed = {
      afterMs: Math.round(performance.now() - began),
      acks: tally.acks.length,
      fired: tally.fired,
      inFlight: tally.fired - answered(tally),
      pids,
    };
  };
  const stalled = setTimeout(kill, 120_000);
  await fire(chains, dataset.fixtures, to, tally, {
    onAck: () => tally.acks.length >= killAt && kill(),
    stopped: () => Boolean(killed),
  });
  clearTimeout(stalled);
  const during = Boolean(killed);
  kill();
  await exited;
  console.log(
    `[soak] SIGKILL to ${killed!.pids.join(', ')} after ${killed!.afterMs} ms${during ? '' : ' (after the writes ended: none were in flight)'}: ` +
      `${killed!.acks} writes acknowledged, ${killed!.inFlight} in flight, ${killed!.fired} sent of ${writes}`,
  );
  const refused = Object.values(tally.refused).reduce((a, b) => a + b, 0);
  console.log(
    `[soak] writes: ${tally.fired} sent, ${tally.acks.length} acknowledged, ${refused} refused, ${tally.lost} lost in flight (unacknowledged), ` +
      `${tally.notSent} not sent (server gone), ${tally.failedBeforeKill} failed before the kill`,
  );
  console.log(`[soak] acknowledged: ${JSON.stringify(byKind(tally.acks))}`);

  // The restart: same data, same secrets; the sessions and tokens of before the crash still work.
  product = start(dataset);
  const restartSeconds = await ready(product);
  const read = await fetch(`${web}/strict/transaction?per_page=1`, { headers: bffHeaders(web, to.cookie) });
  const write = await fetch(`${api}/strict/transaction`, {
    method: 'POST',
    headers: { authorization: `Bearer ${to.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(depositBody(dataset.fixtures)),
  });
  await Promise.all([read.text(), write.text()]);
  await stopProduct(product.child);
  console.log(
    `[soak] restarted in ${restartSeconds} s; then a list through the BFF with the cookie of before the crash answered ${read.status}, a new deposit ${write.status}`,
  );

  const database = await dataset.open();
  const lost = await missing(database.db, tally.acks);
  const broken = await brokenInvariants(database.db);
  await database.close();
  console.log(
    `[soak] after the restart: ${lost.length} acknowledged writes missing${lost.length ? ` ${JSON.stringify(byKind(lost))}` : ''}; invariants broken: ${JSON.stringify(broken)}`,
  );

  if (lost.length) failures.push(`${name}: ${lost.length} acknowledged writes missing after the crash`);
  if (Object.keys(broken).length)
    failures.push(`${name}: invariants broken after the crash: ${JSON.stringify(broken)}`);
  if (read.status !== 200 || write.status !== 201)
    failures.push(`${name}: after the restart a list answered ${read.status}, a write ${write.status}`);
  if (tally.failedBeforeKill) failures.push(`${name}: ${tally.failedBeforeKill} writes failed before the kill`);
  const serverErrors = Object.entries(tally.refused).filter(([key]) => / → 5\d\d$/.test(key));
  if (serverErrors.length)
    failures.push(`${name}: 5xx before the kill: ${JSON.stringify(Object.fromEntries(serverErrors))}`);
  (report.crash as unknown[]).push({
    database: name,
    coldStartSeconds: Number(dataset.coldStartSeconds.toFixed(1)),
    startSeconds,
    planned: writes,
    sent: tally.fired,
    acknowledged: tally.acks.length,
    acknowledgedByKind: byKind(tally.acks),
    refused: tally.refused,
    lostInFlight: tally.lost,
    notSent: tally.notSent,
    failedBeforeKill: tally.failedBeforeKill,
    kill: { ...killed, during },
    restartSeconds,
    afterRestart: { list: read.status, write: write.status },
    missingAfterRestart: lost.length,
    missingByKind: byKind(lost),
    brokenInvariants: broken,
  });
}

async function soak(dataset: Dataset) {
  const name = label(dataset.kind);
  const fieldConnections = Math.max(1, Math.round(connections / 10));
  const webConnections = Math.max(1, connections - fieldConnections);
  console.log(
    `\n[soak] soak on ${name}: ${connections} connections (${webConnections} browser-like on the web tier, ${fieldConnections} field apps on the API) for ${seconds} s`,
  );
  const product = start(dataset);
  const startSeconds = await ready(product);
  const to = await signInAll(dataset);
  const pid = product.child.pid!;
  const samples: number[] = [rssOf(pid)];
  const began = performance.now();
  const sampler = setInterval(() => {
    samples.push(rssOf(pid));
    if (samples.length % 12 === 1)
      console.log(`[soak]   ${Math.round((performance.now() - began) / 1000)} s: RSS ${mb(samples.at(-1)!)} MB`);
  }, 5000);
  const [browser, field] = await Promise.all([
    load('browser', seconds, {
      url: web,
      connections: webConnections,
      requests: browserSteps(dataset.fixtures, web, to.cookie),
    }),
    load('field', seconds, {
      url: api,
      connections: fieldConnections,
      overallRate: fieldRate,
      ignoreCoordinatedOmission: true,
      requests: fieldSteps(dataset.fixtures, to.adminToken, to.fieldTokens),
    }),
  ]);
  clearInterval(sampler);
  samples.push(rssOf(pid));
  await stopProduct(product.child);
  const database = await dataset.open();
  const broken = await brokenInvariants(database.db);
  await database.close();

  const rss = {
    startMb: mb(samples[0]!),
    peakMb: mb(Math.max(...samples)),
    endMb: mb(samples.at(-1)!),
    samples: samples.length,
  };
  const runs = { browser: figures(browser), field: figures(field) };
  for (const [via, run] of Object.entries(runs)) {
    console.log(
      `[soak] ${via.padEnd(7)} ${run.requests} requests, ${run.rps} req/s, p50 ${run.p50} ms, p97.5 ${run.p975} ms, p99 ${run.p99} ms, ` +
        `errors ${run.errors} (timeouts ${run.timeouts}), non-2xx ${run.non2xx} (5xx ${run.x5xx}); status codes ${JSON.stringify(run.statuses)}`,
    );
    if (run.errors || run.non2xx)
      failures.push(`soak ${via}: ${run.errors} errors, ${run.non2xx} non-2xx (${run.x5xx} 5xx)`);
  }
  console.log(
    `[soak] RSS start ${rss.startMb} MB, peak ${rss.peakMb} MB, end ${rss.endMb} MB; invariants broken after: ${JSON.stringify(broken)}`,
  );
  if (Object.keys(broken).length) failures.push(`soak: invariants broken: ${JSON.stringify(broken)}`);
  report.soak = {
    database: name,
    seconds,
    connections,
    webConnections,
    fieldConnections,
    fieldRate,
    startSeconds,
    runs,
    rss,
    brokenInvariants: broken,
  };
}

async function main() {
  const datasets = new Map<Kind, Dataset>();
  const cleanup = async () => {
    if (state.running) await stopProduct(state.running);
    // A failed run leaves its PGlite data directory behind, to look into.
    for (const dataset of datasets.values()) await dataset.cleanup(failures.length > 0);
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  const prepare = async (kind: Kind) => {
    const url = kind === 'postgres' ? await reachablePostgres(serverUrl) : '';
    if (url === null) return undefined;
    const dataset = await prepareDataset(kind, { port, sessionPassword, env: productEnv, serverUrl });
    datasets.set(kind, dataset);
    return dataset;
  };
  try {
    if (!process.env.SOAK_SKIP_CRASH) {
      for (const kind of ['pglite', 'postgres'] as const) {
        const dataset = await prepare(kind);
        if (dataset) await crashTest(dataset);
        else (report.crash as unknown[]).push({ database: label(kind), skipped: 'no PostgreSQL server answered' });
      }
    }
    if (!process.env.SOAK_SKIP_SOAK) {
      const dataset = datasets.get(soakKind) ?? (await prepare(soakKind));
      if (dataset) await soak(dataset);
      else failures.push(`soak: no ${label(soakKind)} to run on`);
    }
  } catch (err) {
    failures.push(`aborted: ${(err as Error).stack ?? err}`);
  } finally {
    await cleanup();
  }

  const machine = machineLine();
  const table = soakSummary(report, writes, seconds);
  console.log(`\n${machine}\n\n${table}\n`);
  console.log(
    failures.length
      ? `[soak] FAILED:\n- ${failures.join('\n- ')}`
      : '[soak] passed: every acknowledged write survived, every ledger balances, the soak saw no error',
  );
  const at = new Date().toISOString();
  const file = writeResult('soak', {
    at,
    machine,
    options: { seconds, connections, writes, fieldRate, soakKind },
    ...report,
    failures,
  });
  console.log(`[soak] ${path.relative(root, file)}`);
  process.exit(failures.length ? 1 : 0);
}

await main();
