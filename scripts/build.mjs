// Builds the app when its sources changed since the last build (or always, with force),
// then precompresses the static files. Used by `npm start`, `npm run build` and the tests.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './static-assets.mjs';

export const root = path.resolve(import.meta.dirname, '..');
const next = path.join(root, 'node_modules', '.bin', 'next');
const stamp = path.join(root, '.next', 'source-fingerprint');
const inputs = ['app', 'components', 'lib', 'messages', 'server', 'public', 'scripts/stubs', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

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

/**
 * Two parts run as bundled files in production, beside Next.js's own build (no TypeScript
 * compiler at run time): the embedded API's worker thread, and the BFF that the server
 * answers /strict and /region with before Next.js (lib/bff-node.ts). Native, WebAssembly and
 * data packages stay in node_modules.
 */
function bundle(entry, outfile) {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'esbuild'),
    [
      entry,
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outfile=${outfile}`,
      '--external:@electric-sql/pglite',
      '--external:@node-rs/argon2',
      '--external:postgres',
      '--external:idn-area-data',
      '--alias:server-only=./scripts/stubs/server-only.mjs',
      '--banner:js=import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
      '--log-level=warning',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureBuild({ force = false } = {}) {
  const current = fingerprint();
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
  if (built && !force) return;
  console.log('[bank-sampah] building the app (first start or sources changed)…');
  const result = spawnSync(next, ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  bundle('server/worker/api-worker.ts', '.next/api-worker.mjs');
  bundle('lib/bff-node.ts', '.next/bff-server.mjs');
  const compressed = precompress(path.join(root, '.next', 'static'));
  console.log(`[bank-sampah] precompressed ${compressed} static files (brotli, gzip)`);
  writeFileSync(stamp, current);
}

if (import.meta.filename === process.argv[1]) ensureBuild({ force: true });
