// The product as the browser tests start it: a fresh data directory, known secrets and a
// short access-token lifetime so refresh paths run for real.
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);

export const E2E = {
  baseURL: `http://localhost:${port}`,
  dataDir: path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'),
  adminEmail: 'admin@banksampah.test',
  adminPassword: 'Rahasia-Admin-2026',
  sessionPassword: 'e2e-session-password-e2e-session-password-0123',
  /** Seconds; the BFF refreshes 10 s before expiry, so a token is usable for 10 s. */
  accessTokenTtl: 20,
  get serverEnv(): Record<string, string> {
    return {
      PORT: String(port),
      DATA_DIR: this.dataDir,
      ADMIN_EMAIL: this.adminEmail,
      ADMIN_PASSWORD: this.adminPassword,
      SESSION_PASSWORD: this.sessionPassword,
      ACCESS_TOKEN_TTL: String(this.accessTokenTtl),
      SEED_DEMO: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
    };
  },
};
