#!/usr/bin/env node
// Browser tests on a fresh data directory every run (the product seeds it on start).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
await ensureBuild();
const result = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
process.exit(result.status ?? 1);
