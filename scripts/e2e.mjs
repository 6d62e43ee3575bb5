#!/usr/bin/env node
// Browser tests on a fresh data directory every run (the product seeds it on start).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
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
