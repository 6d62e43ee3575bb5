// The floor under the product's pages, for `npm run bench` (issue 19): an empty App Router page
// built and served by the same Next.js and React, rendered on every request as ours are (the
// per-request CSP nonce makes every page of ours dynamic). What it costs to serve and what it
// ships is what no page of ours can go below; the bench measures both in the same run.
// It is built outside the project, or Next.js would take the project's proxy and
// instrumentation for its own, with the project's node_modules hard-linked beside it (a
// symbolic link would lead Turbopack out of the app's root).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './product';

const dir = path.join(os.tmpdir(), 'bank-sampah-floor-app');
const next = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');

const files: Record<string, string> = {
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx': `export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.jsx': `import { connection } from 'next/server';

export default async function Page() {
  await connection();
  return <main>ok</main>;
}
`,
};

function run(args: string[], port?: number) {
  return spawn(process.execPath, [next, ...args], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(port ? { PORT: String(port) } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Builds the empty app and serves it on `port`; `stop` stops it and removes it. */
export async function startFloor(port: number) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`node_modules could not be linked for the empty page: ${linked.stderr}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const built = await new Promise<number | null>((resolve) => run(['build']).once('exit', resolve));
  if (built !== 0) throw new Error(`the empty App Router page did not build (exit ${built})`);
  const child = run(['start', '-p', String(port), '-H', '127.0.0.1'], port);
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 300 || child.exitCode !== null) throw new Error('the empty App Router page did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => resolve(rmSync(dir, { recursive: true, force: true }));
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
