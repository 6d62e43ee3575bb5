#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve with
// `next start` on PORT (default 3000). The embedded API migrates and seeds on start.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const next = path.join(root, 'node_modules', '.bin', 'next');
const stamp = path.join(root, '.next', 'source-fingerprint');
const inputs = ['app', 'components', 'lib', 'messages', 'server', 'public', 'middleware.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (!stat.isDirectory()) {
    yield [entry, stat];
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (child === 'node_modules' || child.endsWith('.test.ts')) continue;
    yield* files(path.join(entry, child));
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const [name, stat] of inputs.flatMap((i) => [...files(i)])) hash.update(`${name}:${stat.size}:${stat.mtimeMs}\n`);
  return hash.digest('hex');
}

const current = fingerprint();
const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
if (!built) {
  console.log('[bank-sampah] building the app (first start or sources changed)…');
  const result = spawnSync(next, ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, current);
}

const port = process.env.PORT || '3000';
console.log(`[bank-sampah] starting on http://localhost:${port}`);
const child = spawn(next, ['start', '-p', port], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
