// The product as the browser tests start it: fresh data directories, known secrets and a
// short access-token lifetime so refresh paths run for real. Three instances share one build:
// the main one with demo data, one on an empty database, and one whose API is unreachable.
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

const instances = {
  main: { port, dataDir: path.join(dataRoot, 'main') },
  /** No demo data: every list and table is empty. */
  empty: { port: port + 1, dataDir: path.join(dataRoot, 'empty'), extra: { SEED_DEMO: 'false' } },
  /** The web tier alone, its API address answering nothing: pages must say so. */
  down: { port: port + 2, dataDir: path.join(dataRoot, 'down'), extra: { API_BASE_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '2000' } },
};

export const E2E = {
  ...shared,
  baseURL: `http://localhost:${port}`,
  dataDir: instances.main.dataDir,
  emptyURL: `http://localhost:${instances.empty.port}`,
  downURL: `http://localhost:${instances.down.port}`,
  servers: Object.values(instances).map((instance) => ({ port: instance.port, env: serverEnv(instance) })),
};
