// The API inside the Next.js process, on a worker thread of its own (server/worker): one per
// process, kept on globalThis because Next.js may load this module in more than one bundle,
// and two PGlite instances on one data directory would corrupt it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { serverEnv } from './env';
import type { MainMessage, WireChunk, WireRequest, WireResponse, WorkerMessage } from './worker/protocol';

export type EmbeddedApi = {
  kind: string;
  /** Same contract as the HTTP API, by value: method, URL, headers and body in; status, headers and body out. */
  send: (request: Omit<WireRequest, 'type' | 'id' | 'stream'>) => Promise<Omit<WireResponse, 'type' | 'id'>>;
  /** The same for a download: a successful body comes as a stream, read from the worker as it is consumed. */
  stream: (request: Omit<WireRequest, 'type' | 'id' | 'stream'>) => Promise<StreamedResponse>;
  close: () => Promise<void>;
};

export type StreamedResponse = {
  status: number;
  headers: [string, string][];
  body: ReadableStream<Uint8Array> | ArrayBuffer;
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
  const chunks = new Map<number, (chunk: WireChunk) => void>();
  let nextId = 0;
  const request = (message: Omit<WireRequest, 'type' | 'id'>) => {
    const id = ++nextId;
    const answer = new Promise<WireResponse>((settle, fail) => pending.set(id, { settle, fail }));
    const wire: MainMessage = { type: 'request', id, ...message };
    worker.postMessage(wire, message.body ? [message.body] : []);
    return answer;
  };
  /** A streamed body: each read asks the worker for one chunk. */
  const bodyOf = (id: number) =>
    new ReadableStream<Uint8Array>({
      pull: (controller) =>
        new Promise<void>((done) => {
          chunks.set(id, (chunk) => {
            if (chunk.type === 'chunk') controller.enqueue(new Uint8Array(chunk.body));
            else {
              chunks.delete(id);
              if (chunk.failed) controller.error(new Error('The streamed response failed'));
              else controller.close();
            }
            done();
          });
          worker.postMessage({ type: 'pull', id } satisfies MainMessage);
        }),
      cancel: () => {
        chunks.delete(id);
        worker.postMessage({ type: 'cancel', id } satisfies MainMessage);
      },
    });
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
      if (message.type === 'chunk' || message.type === 'end') {
        chunks.get(message.id)?.(message);
      } else if (message.type === 'response') {
        pending.get(message.id)?.settle(message);
        pending.delete(message.id);
      } else if (message.type === 'failed') {
        reject(new Error(message.message));
      } else if (message.type === 'closed') {
        closed?.();
      } else if (message.type === 'ready') {
        resolve({
          kind: message.kind,
          send: (message) => request(message),
          async stream(message) {
            const { id, status, headers, body } = await request({ ...message, stream: true });
            return { status, headers, body: body ?? bodyOf(id) };
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
