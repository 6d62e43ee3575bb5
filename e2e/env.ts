// The product as the browser tests start it: fresh data directories, known secrets and a
// short access-token lifetime so refresh paths run for real. Nine instances share one build.
// Started as `npm start` does (the standalone server in place): the main one with demo data
// (its embedded API also on a port), one on an empty database, one whose API is unreachable,
// one whose API sits behind a fault proxy the tests drive (e2e/fault-proxy.ts), one whose
// sessions time out in seconds, one that a test fills with hostile data of its own (its API on
// a port too), and one whose sign-in throttle trips after two failures. Started otherwise: one
// by `next start`, and one from a copy of the standalone folder outside the checkout, as a
// deployment runs it (e2e/standalone-copy.mjs).
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataRoot = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');

const shared = {
  adminEmail: 'admin@banksampah.test',
  adminPassword: 'Rahasia-Admin-2026',
  sessionPassword: 'e2e-session-password-e2e-session-password-0123',
  /** Seconds; the BFF refreshes 10 s before expiry, so a token is usable for 10 s. */
  accessTokenTtl: 20,
};

type Instance = {
  port: number;
  dataDir: string;
  extra?: Record<string, string>;
  command?: string;
  /** What answers once the instance is up (a web process: its sign-in page). */
  ready?: string;
};

/** `npm start` without its build check: scripts/e2e.mjs has built once, and a source edited mid-run must not rebuild under running instances. */
const NPM_START = 'node scripts/start.mjs --no-build';

function serverEnv(instance: Instance): Record<string, string> {
  return {
    PORT: String(instance.port),
    DATA_DIR: instance.dataDir,
    ADMIN_EMAIL: shared.adminEmail,
    ADMIN_PASSWORD: shared.adminPassword,
    SESSION_PASSWORD: shared.sessionPassword,
    ACCESS_TOKEN_TTL: String(shared.accessTokenTtl),
    SEED_DEMO: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...instance.extra,
  };
}

/** The main instance's embedded API, and the fault proxy in front of it. */
const mainApiPort = port + 20;
const faultProxyPort = port + 21;
const hostileApiPort = port + 22;
/** The SMTP server e2e/password-reset.spec.ts listens on; the empty instance mails through it. */
const mailPort = port + 23;

const instances = {
  main: { port, dataDir: path.join(dataRoot, 'main'), extra: { EMBEDDED_API_PORT: String(mainApiPort) } },
  /** No demo data: every list and table is empty. Mail is set up here: resets arrive by email. */
  empty: {
    port: port + 1,
    dataDir: path.join(dataRoot, 'empty'),
    extra: { SEED_DEMO: 'false', SMTP_URL: `smtp://127.0.0.1:${mailPort}`, APP_URL: `http://localhost:${port + 1}` },
  },
  /** The web tier alone, its API address answering nothing: pages must say so. */
  down: {
    port: port + 2,
    dataDir: path.join(dataRoot, 'down'),
    extra: { API_BASE_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '2000' },
  },
  /** The web tier alone, reaching the main instance's API through the fault proxy. */
  faulty: {
    port: port + 3,
    dataDir: path.join(dataRoot, 'faulty'),
    extra: { API_BASE_URL: `http://127.0.0.1:${faultProxyPort}`, UPSTREAM_TIMEOUT_MS: '2000' },
  },
  /** Sessions die after 8 s unused, or 20 s after sign-in however busy. */
  short: {
    port: port + 4,
    dataDir: path.join(dataRoot, 'short'),
    extra: { SEED_DEMO: 'false', SESSION_IDLE_TIMEOUT: '8', SESSION_ABSOLUTE_TIMEOUT: '20' },
  },
  /** No demo data; e2e/stored-html.spec.ts stores markup in every field it can. */
  hostile: {
    port: port + 5,
    dataDir: path.join(dataRoot, 'hostile'),
    extra: { SEED_DEMO: 'false', EMBEDDED_API_PORT: String(hostileApiPort) },
  },
  /** Next.js's own `next start` on the same build: the security suite runs here too. */
  nextStart: {
    port: port + 6,
    dataDir: path.join(dataRoot, 'next-start'),
    extra: { SEED_REGIONS: '32' },
    command: `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port + 6}`,
  },
  /** The standalone folder copied out of the checkout and started there, as a deployment does. */
  deployed: {
    port: port + 7,
    dataDir: path.join(dataRoot, 'deployed'),
    extra: { SEED_REGIONS: '32' },
    command: 'node e2e/standalone-copy.mjs',
  },
  /** Sign-in throttling after 2 failures per account and address (10 per address). */
  throttle: {
    port: port + 8,
    dataDir: path.join(dataRoot, 'throttle'),
    extra: { SEED_DEMO: 'false', SEED_REGIONS: '32', LOGIN_MAX_FAILURES: '2' },
  },
} satisfies Record<string, Instance>;

/**
 * Many processes, one PostgreSQL (issue 20), when the run has one (TEST_DATABASE_URL; CI does):
 * two web processes with the API embedded, and two more in front of one API process (`npm run
 * api`, reading lists from a replica URL that names the same database), all on one database
 * (scripts/e2e.mjs makes it afresh), sharing the secrets a deployment shares. Sign-in throttling trips after three failures.
 */
const clusterDatabase = process.env.TEST_DATABASE_URL
  ? Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: '/bank_sampah_e2e_cluster' }).toString()
  : undefined;
const clusterApiPort = port + 24;
const clusterShared = {
  DATABASE_URL: clusterDatabase ?? '',
  JWT_SECRET: 'e2e-cluster-jwt-secret-e2e-cluster-jwt-secret-01',
  FORWARDING_SECRET: 'e2e-cluster-forwarding-secret-e2e-cluster-fwd-01',
  SEED_REGIONS: '32',
  LOGIN_MAX_FAILURES: '3',
};
const clusterWeb = (name: string, offset: number, extra: Record<string, string>): Instance => ({
  port: port + offset,
  dataDir: path.join(dataRoot, name),
  extra,
});
/** In front of the API process: no database of its own. */
const apiFront: Record<string, string> = { ...clusterShared, API_BASE_URL: `http://127.0.0.1:${clusterApiPort}` };
delete apiFront.DATABASE_URL;
const cluster = clusterDatabase
  ? {
      a: clusterWeb('cluster-a', 9, clusterShared),
      b: clusterWeb('cluster-b', 10, clusterShared),
      api: {
        port: clusterApiPort,
        dataDir: path.join(dataRoot, 'cluster-api'),
        // Its lists, reports and exports read from a "replica": the same server, by another pool.
        extra: { ...clusterShared, API_PORT: String(clusterApiPort), DATABASE_REPLICA_URL: clusterDatabase },
        command: 'node node_modules/tsx/dist/cli.mjs server/main.ts',
        ready: '/readyz',
      },
      c: clusterWeb('cluster-c', 11, apiFront),
      d: clusterWeb('cluster-d', 12, apiFront),
    }
  : undefined;
const url = (instance: Instance) => `http://localhost:${instance.port}`;

export const E2E = {
  ...shared,
  baseURL: `http://localhost:${port}`,
  dataDir: instances.main.dataDir,
  emptyURL: `http://localhost:${instances.empty.port}`,
  downURL: `http://localhost:${instances.down.port}`,
  faultyURL: `http://localhost:${instances.faulty.port}`,
  shortURL: `http://localhost:${instances.short.port}`,
  sessionIdleTimeout: Number(instances.short.extra.SESSION_IDLE_TIMEOUT),
  sessionAbsoluteTimeout: Number(instances.short.extra.SESSION_ABSOLUTE_TIMEOUT),
  upstreamTimeoutMs: Number(instances.faulty.extra.UPSTREAM_TIMEOUT_MS),
  hostileURL: `http://localhost:${instances.hostile.port}`,
  hostileApiURL: `http://127.0.0.1:${hostileApiPort}`,
  nextStartURL: `http://localhost:${instances.nextStart.port}`,
  deployedURL: `http://localhost:${instances.deployed.port}`,
  throttleURL: `http://localhost:${instances.throttle.port}`,
  throttleMaxFailures: Number(instances.throttle.extra.LOGIN_MAX_FAILURES),
  mainApiPort,
  faultProxyPort,
  mailPort,
  /** The many-process instances (e2e/cluster.spec.ts); undefined without a PostgreSQL. */
  cluster: cluster && {
    database: clusterDatabase!,
    a: url(cluster.a),
    b: url(cluster.b),
    c: url(cluster.c),
    d: url(cluster.d),
    maxFailures: Number(clusterShared.LOGIN_MAX_FAILURES),
  },
  servers: [...Object.values(instances), ...Object.values(cluster ?? {})].map((instance: Instance) => ({
    port: instance.port,
    command: instance.command ?? NPM_START,
    ready: instance.ready ?? '/login',
    env: serverEnv(instance),
  })),
};
