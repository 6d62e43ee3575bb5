// Runs before every test file (vitest.config.ts, setupFiles). The unit files share their worker
// processes (isolate: false: PGlite's WebAssembly is compiled once per worker, not once per file),
// so each file starts as it would in a process of its own: the environment the worker started
// with, and every module of ours not yet evaluated (lib/env.ts and server/env.ts read it once).
import { vi } from 'vitest';

const KEY = Symbol.for('bank-sampah.test.pristine-env');
const store = globalThis as unknown as { [KEY]?: Record<string, string | undefined> };
const pristine = (store[KEY] ??= { ...process.env });

for (const name of Object.keys(process.env)) if (!(name in pristine)) delete process.env[name];
Object.assign(process.env, pristine);
vi.resetModules();
