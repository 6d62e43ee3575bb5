// Builds the app when its sources changed since the last build (or always, with force): Next.js's
// own build with `output: 'standalone'`, the embedded API's worker bundled beside it, the
// stylesheets pages carry inline (scripts/critical-css.mjs), the browser's scripts marked for V8
// to compile as they stream in (scripts/compile-hints.mjs), and the standalone folder completed
// as Next.js documents (static files and public/ copied in), so that
// `.next/standalone` is a server that runs anywhere with Node.js. Used by `npm start`,
// `npm run build` and the tests.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { markCompileHints } from './compile-hints.mjs';
import { buildCriticalCss } from './critical-css.mjs';

export const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, '.next');
export const standalone = path.join(dist, 'standalone');
const stamp = path.join(dist, 'source-fingerprint');
const inputs = [
  'app',
  'components',
  'lib',
  'messages',
  'server',
  'public',
  'scripts/build.mjs',
  'scripts/compile-hints.mjs',
  'scripts/critical-css.mjs',
  'scripts/stubs',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** Tests and their helpers are no part of the build: editing them rebuilds nothing. */
const notBuilt = (entry) => /\.test\.tsx?$/.test(entry) || entry.split(path.sep).includes('test');

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full) || notBuilt(entry)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (child === 'node_modules' || child.endsWith('.test.ts')) continue;
    yield* files(path.join(entry, child));
  }
}

/** What the sources say, not when they were touched: a fresh clone or a `git checkout` that changes nothing rebuilds nothing. */
function fingerprint() {
  // A build that compresses its answers (next.config.ts) is another build.
  const hash = createHash('sha256').update(`compress=${process.env.BUILD_COMPRESS === '1'}\0`);
  for (const name of inputs.flatMap((i) => [...files(i)]))
    hash
      .update(`${name}\0`)
      .update(readFileSync(path.join(root, name)))
      .update('\0');
  return hash.digest('hex');
}

/** A build tool of the project's own devDependencies; a clear message when they were not installed. */
function tool(name) {
  try {
    return createRequire(path.join(root, 'package.json')).resolve(name);
  } catch {
    console.error(
      `[bank-sampah] ${name} is missing: building needs the dev dependencies (npm ci, then npm run build).`,
    );
    process.exit(1);
  }
}

/**
 * The embedded API runs on a worker thread from one bundled file (no TypeScript compiler at run
 * time); native, WebAssembly and data packages stay in node_modules, where next.config.ts's
 * tracing includes put them for the standalone server too.
 */
async function bundleWorker(outfile) {
  const esbuild = await import(tool('esbuild'));
  await esbuild.build({
    entryPoints: [path.join(root, 'server/worker/api-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    external: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'idn-area-data'],
    alias: { 'server-only': path.join(root, 'scripts/stubs/server-only.mjs') },
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    logLevel: 'warning',
  });
}

/** `typechecked`: the caller has just checked the types of these sources (`npm test`), so Next.js need not. */
export async function ensureBuild({ force = false, typechecked = false } = {}) {
  const current = fingerprint();
  const built =
    existsSync(path.join(standalone, 'server.js')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
  if (built && !force) return;
  console.log('[bank-sampah] building the app (first start or sources changed)…');
  const next = spawnSync(process.execPath, [tool('next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BUILD_TYPECHECKED: typechecked ? '1' : '0' },
  });
  if (next.status !== 0) process.exit(next.status ?? 1);
  await bundleWorker(path.join(dist, 'api-worker.mjs'));
  // Bootstrap cut down to what the sources use, which pages carry inline (scripts/critical-css.mjs).
  await buildCriticalCss(root, path.join(dist, 'critical-css'));
  // The browser's scripts ask V8 to compile them as they stream in (scripts/compile-hints.mjs).
  markCompileHints(path.join(dist, 'static', 'chunks'));
  // The standalone server serves these itself, from its own folder (Next.js's deployment docs).
  cpSync(path.join(dist, 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
  cpSync(path.join(dist, 'api-worker.mjs'), path.join(standalone, '.next', 'api-worker.mjs'));
  cpSync(path.join(dist, 'critical-css'), path.join(standalone, '.next', 'critical-css'), { recursive: true });
  if (existsSync(path.join(root, 'public')))
    cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  writeFileSync(stamp, current);
}

if (import.meta.filename === process.argv[1]) await ensureBuild({ force: true });
