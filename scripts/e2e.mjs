#!/usr/bin/env node
// Browser tests on a fresh data directory every run (the product seeds it on start).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// The many-process instances' database (e2e/env.ts: cluster), made afresh when there is a PostgreSQL.
if (process.env.TEST_DATABASE_URL) {
  const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe('drop database if exists bank_sampah_e2e_cluster with (force)');
  await admin.unsafe('create database bank_sampah_e2e_cluster');
  await admin.end();
}
// `--typechecked`: `npm test` checked the types just before (npm run typecheck).
const args = process.argv.slice(2);
await ensureBuild({ typechecked: args.includes('--typechecked') });
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'playwright'),
  ['test', ...args.filter((a) => a !== '--typechecked')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_DATA_DIR: dataDir },
  },
);
process.exit(result.status ?? 1);
