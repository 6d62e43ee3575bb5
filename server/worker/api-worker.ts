// The embedded API in a worker thread of the Next.js process. The database work (PGlite is
// WebAssembly running on the thread that calls it) happens here, so a heavy list never holds
// up the thread that renders pages: the sign-in page stays fast while lists are busy.
import { parentPort } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { serverEnv } from '../env';
import { ApiError } from '../errors';
import { startApi, type RunningApi } from '../start';
import type { MainMessage, WorkerMessage } from './protocol';

const port = parentPort!;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let api: RunningApi;
try {
  const env = serverEnv();
  api = await startApi(env);
  // Field apps (a unit bank's staff, customers) reach the same API here when a port is set.
  if (env.EMBEDDED_API_PORT) {
    serve({ fetch: api.app.fetch, port: env.EMBEDDED_API_PORT, hostname: env.API_HOST }, (info) =>
      console.log(`[bank-sampah-api] also listening on http://${info.address}:${info.port}`),
    );
  }
  post({ type: 'ready', kind: api.database.kind });
} catch (err) {
  console.error('[bank-sampah-api] could not start', err);
  post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

/** The bodies of streamed responses, read a chunk per pull from the main thread. */
const streams = new Map<number, ReadableStreamDefaultReader<Uint8Array>>();

async function pull(id: number) {
  const reader = streams.get(id);
  if (!reader) return;
  try {
    const { done, value } = await reader.read();
    if (done) {
      streams.delete(id);
      post({ type: 'end', id });
      return;
    }
    const bytes = value.slice().buffer as ArrayBuffer;
    post({ type: 'chunk', id, body: bytes }, [bytes]);
  } catch (err) {
    console.error('[bank-sampah-api] a streamed response failed', err);
    streams.delete(id);
    post({ type: 'end', id, failed: true });
  }
}

port.on('message', (message: MainMessage) => {
  if (message.type === 'close') {
    void api.database.close().finally(() => post({ type: 'closed' }));
    return;
  }
  if (message.type === 'pull') return void pull(message.id);
  if (message.type === 'cancel') {
    void streams.get(message.id)?.cancel();
    streams.delete(message.id);
    return;
  }
  const { id, method, url, headers, body, stream } = message;
  // On the next turn of the event loop, not inside this callback. Node handles at least 1,000
  // messages per wake-up of a port, and PGlite answers within the microtasks that follow each
  // one, so the web tier's next request would join the same batch: under a busy web tier the
  // field apps' port (EMBEDDED_API_PORT) and its timers would wait for seconds, and sockets kept
  // alive past their timeout meanwhile would be reset.
  setImmediate(
    () =>
      void (async () => {
        const response = await api.app.fetch(
          new Request(url, { method, headers, body: body && body.byteLength ? body : undefined }),
        );
        if (stream && response.ok && response.body) {
          streams.set(id, response.body.getReader());
          post({ type: 'response', id, status: response.status, headers: [...response.headers], body: null });
          return;
        }
        const bytes = await response.arrayBuffer();
        post({ type: 'response', id, status: response.status, headers: [...response.headers], body: bytes }, [bytes]);
      })().catch((err: unknown) => {
        console.error('[bank-sampah-api] request failed in the worker', err);
        const bytes = new TextEncoder().encode(JSON.stringify(ApiError.of(500, 'internal').body()))
          .buffer as ArrayBuffer;
        post({ type: 'response', id, status: 500, headers: [['content-type', 'application/json']], body: bytes }, [
          bytes,
        ]);
      }),
  );
});
