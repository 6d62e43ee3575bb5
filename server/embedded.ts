// The API inside the Next.js process, on a worker thread of its own (server/worker): one per
// process, kept on globalThis because Next.js may load this module in more than one bundle,
// and two PGlite instances on one data directory would corrupt it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { serverEnv } from './env';
import type { MainMessage, WireRequest, WireResponse, WorkerMessage } from './worker/protocol';

export type EmbeddedApi = {
  kind: string;
  /** Same contract as the HTTP API, by value: method, URL, headers and body in; status, headers and body out. */
  send: (request: Omit<WireRequest, 'type' | 'id'>) => Promise<Omit<WireResponse, 'type' | 'id'>>;
  close: () => Promise<void>;
};

const KEY = Symbol.for('bank-sampah.embedded-api');
const store = globalThis as unknown as { [KEY]?: Promise<EmbeddedApi> };

/** The build's bundle (scripts/build.mjs) in production; the TypeScript sources through tsx otherwise. */
function workerEntry(): string {
  // Joined at run time: a path the bundler can read would be pulled into the page bundles.
  const file = (...parts: string[]) => [process.cwd(), ...parts].join(path.sep);
  const bundle = file('.next', 'api-worker.mjs');
  if (serverEnv().NODE_ENV === 'production' && existsSync(bundle)) return bundle;
  return file('server', 'worker', 'dev-entry.mjs');
}

function start(onExit: () => void): Promise<EmbeddedApi> {
  const worker = new Worker(workerEntry());
  const pending = new Map<number, { settle: (response: WireResponse) => void; fail: (err: Error) => void }>();
  let nextId = 0;
  let closed: (() => void) | undefined;

  return new Promise<EmbeddedApi>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) => {
      const stopped = new Error(`The embedded API stopped (exit ${code})`);
      for (const waiting of pending.values()) waiting.fail(stopped);
      pending.clear();
      onExit();
      reject(stopped);
    });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'response') {
        pending.get(message.id)?.settle(message);
        pending.delete(message.id);
      } else if (message.type === 'failed') {
        reject(new Error(message.message));
      } else if (message.type === 'closed') {
        closed?.();
      } else if (message.type === 'ready') {
        resolve({
          kind: message.kind,
          send(request) {
            const id = ++nextId;
            const answer = new Promise<WireResponse>((settle, fail) => pending.set(id, { settle, fail }));
            const wire: MainMessage = { type: 'request', id, ...request };
            worker.postMessage(wire, request.body ? [request.body] : []);
            return answer;
          },
          close() {
            return new Promise<void>((done) => {
              closed = () => void worker.terminate().then(() => done());
              worker.postMessage({ type: 'close' } satisfies MainMessage);
            });
          },
        });
      }
    });
  });
}

export function embeddedApi(): Promise<EmbeddedApi> {
  if (store[KEY]) return store[KEY];
  // After the worker stops (a crash, or close()), the next request starts a new one.
  const forget = () => {
    if (store[KEY] === api) delete store[KEY];
  };
  const api = start(forget).catch((err: unknown) => {
    forget();
    throw err;
  });
  store[KEY] = api;
  return api;
}
