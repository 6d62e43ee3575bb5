// The product as the browser tests start it: fresh data directories, known secrets and a
// short access-token lifetime so refresh paths run for real. Six instances share one build:
// the main one with demo data (its embedded API also on a port), one on an empty database,
// one whose API is unreachable, one whose API sits behind a fault proxy the tests drive
// (e2e/fault-proxy.ts), one whose sessions time out in seconds, and one that a test fills
// with hostile data of its own (its API on a port too).
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

function serverEnv(instance: { port: number; dataDir: string; extra?: Record<string, string> }): Record<string, string> {
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

const instances = {
  main: { port, dataDir: path.join(dataRoot, 'main'), extra: { EMBEDDED_API_PORT: String(mainApiPort) } },
  /** No demo data: every list and table is empty. */
  empty: { port: port + 1, dataDir: path.join(dataRoot, 'empty'), extra: { SEED_DEMO: 'false' } },
  /** The web tier alone, its API address answering nothing: pages must say so. */
  down: { port: port + 2, dataDir: path.join(dataRoot, 'down'), extra: { API_BASE_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '2000' } },
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
  hostile: { port: port + 5, dataDir: path.join(dataRoot, 'hostile'), extra: { SEED_DEMO: 'false', EMBEDDED_API_PORT: String(hostileApiPort) } },
};

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
  mainApiPort,
  faultProxyPort,
  servers: Object.values(instances).map((instance) => ({ port: instance.port, env: serverEnv(instance) })),
};
