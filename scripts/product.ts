// The product as a child process, for the scripts that measure it (bench.ts, soak.ts): start it
// the way `npm start` does, wait for its sign-in page, sign in against its embedded API, seal
// the session cookie a browser would hold, read its memory, stop it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tokenPairSchema, type TokenPair } from '../lib/schemas/auth';
import { sealWith, sessionFromTokens } from '../lib/session/data';

export const root = path.resolve(import.meta.dirname, '..');

/** `began`: performance.now() at the spawn, to time later milestones from. */
export type Product = { child: ChildProcess; ready: Promise<number>; began: number };

/** `node scripts/start.mjs` on `port`; `ready` resolves with the seconds until /login answered 200. */
export function startProduct(options: {
  port: number;
  sessionPassword: string;
  env: Record<string, string>;
  verbose?: boolean;
  timeoutSeconds?: number;
}): Product {
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      NEXT_TELEMETRY_DISABLED: '1',
      SESSION_PASSWORD: options.sessionPassword,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => options.verbose && process.stdout.write(chunk));
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the product exited (${child.exitCode ?? child.signalCode})`);
      const seconds = (performance.now() - began) / 1000;
      if (options.timeoutSeconds && seconds > options.timeoutSeconds)
        throw new Error(`the product did not serve /login within ${options.timeoutSeconds} s`);
      const ok = await fetch(`http://127.0.0.1:${options.port}/login`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return (performance.now() - began) / 1000;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return { child, ready, began };
}

/** SIGTERM, its own shutdown, and SIGKILL only when that takes longer than 15 s. */
export async function stopProduct(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Resident memory of a process; the server and its API worker thread are one process. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** A token pair from the API: `/auth/admin/login` (the back office) or `/auth/login` (field apps). */
export async function signIn(
  api: string,
  credentials: { email: string; password: string },
  door: 'admin' | 'field' = 'admin',
): Promise<TokenPair> {
  const answer = await fetch(`${api}/auth/${door === 'admin' ? 'admin/login' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${credentials.email} refused (${answer.status})`);
  return tokenPairSchema.parse(await answer.json());
}

/** The sealed session cookie's value, as the product's own sign-in would set it. */
export const sessionCookie = (pair: TokenPair, sessionPassword: string) =>
  sealWith(sessionFromTokens(pair, false), { password: { 1: sessionPassword }, ttl: 60 * 60 * 24 });

/** The process and its descendants, from /proc: what must die for a crash to be a crash. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/** The machine a measurement ran on, as the results print it. */
export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** Writes a run's report as bench-results/<name>-<time>.json; answers the file's path. */
export function writeResult(name: string, report: { at: string } & Record<string, unknown>): string {
  const file = path.join(root, 'bench-results', `${name}-${report.at.replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(report, null, 2));
  return file;
}
