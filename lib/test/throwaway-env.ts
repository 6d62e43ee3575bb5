// For tests of the web tier's server code. Env is read once (lib/env.ts, server/env.ts), so a
// test calls these before it imports (dynamically) anything that reads it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/** A fresh DATA_DIR of its own, plus `extra`, in process.env; `remove` deletes the directory. */
export function throwawayEnv(prefix: string, extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  Object.assign(process.env, { DATA_DIR: dataDir, ...extra });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * The embedded API on a throwaway PGlite directory: one province, no demo data, a known
 * administrator. The directory starts as a copy of the run's migrated template
 * (server/test/global-setup.ts), so the API's first start seeds but needs no initdb.
 */
export function embeddedApiEnv(name: string) {
  const admin = { email: `admin@${name}.test`, password: `${name}-test-password` };
  const env = throwawayEnv(`bs-${name}-`, {
    SEED_DEMO: 'false',
    SEED_REGIONS: '32',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  cpSync(inject('pgliteTemplateDir'), path.join(env.dataDir, 'pglite'), { recursive: true });
  return { ...env, admin };
}
