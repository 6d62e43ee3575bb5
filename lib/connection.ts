// What every request gets as it arrives, before Next.js sees it (Node's HTTP diagnostics
// channel, subscribed from instrumentation.ts):
// - the client's address as the connection shows it, which sign-in throttling counts. Next.js's
//   own server hands route handlers and server actions no socket, and keeps an X-Forwarded-For
//   that the client wrote; a header of our name sent by the client is overwritten every time;
// - a router-state header that Next.js's parser rejects is replaced by a mark: Next.js strips
//   that header before the request proxy runs and then fails on it with a 500, so the proxy
//   answers a marked request with a 400 instead (INVALID_REQUEST); the same for a path whose
//   percent-encoding does not decode (`/strict/%FF`), which Next.js answers with a bare 500;
// - what a handler left unread of a request's body (a 413 for a body too large, a refusal
//   before the body mattered) is read and dropped once the answer has gone, so the connection
//   serves the browser's next request. Node.js drops it itself only while nobody listens to the
//   body; Next.js listens from the start, and on Node.js 26 such a keep-alive connection stalled
//   behind the unread bytes (found by e2e/fuzz-proxy.spec.ts);
// - headers by which Next.js's parts talk to each other (middleware subrequests, prefetches,
//   data requests, invocations) are removed: no browser sends them to us, and advisories
//   (CVE-2025-29927) showed what they can skip. Nothing of ours needs them from outside.
import 'server-only';
import { INVALID_REQUEST, isUndecodablePath, isValidRouterStateHeader } from './request-guards';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const HEADER = 'x-bs-connection-address';
const FRAMEWORK_INTERNAL = [
  'x-middleware-subrequest',
  'x-middleware-prefetch',
  'x-nextjs-data',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
  'x-matched-path',
];
const KEY = Symbol.for('bank-sampah.connection-stamp');
const state = globalThis as unknown as { [KEY]?: boolean };

/**
 * The socket's peer, or, behind a reverse proxy we are told to trust, the address that proxy
 * appended last to X-Forwarded-For (the hops before it are the client's to write).
 */
export function connectionAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const hops = [forwardedFor ?? []]
      .flat()
      .join(',')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (hops.length) return hops[hops.length - 1]!.slice(0, 64);
  }
  return (peer ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64);
}

/** Once `response` has gone, whatever of `request`'s body no one read is read and dropped. */
function drainWhenAnswered(request: IncomingMessage, response: ServerResponse) {
  // Only a request that declared a body has one to leave unread (a page load declares none).
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  if (encoding === undefined && (length === undefined || length === '0')) return;
  response.once('finish', () => {
    if (request.complete || request.destroyed) return;
    // The handler's reader (Next.js's stream of the body) is done with it: without its listener
    // the bytes flow to nowhere, as Node.js's own drain does for a body nobody listened to.
    request.removeAllListeners('data');
    request.removeAllListeners('readable');
    request.resume();
  });
}

/** Prepares every request this process serves, as described above. Once per process. */
export function prepareIncomingRequests(trustProxy: boolean) {
  if (state[KEY]) return;
  state[KEY] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response, socket } = message as {
      request: IncomingMessage;
      response: ServerResponse;
      socket: Socket;
    };
    drainWhenAnswered(request, response);
    request.headers[HEADER] = connectionAddress(request.headers['x-forwarded-for'], socket.remoteAddress, trustProxy);
    for (const name of [INVALID_REQUEST, ...FRAMEWORK_INTERNAL]) delete request.headers[name];
    const state = request.headers['next-router-state-tree'];
    if (state !== undefined && (Array.isArray(state) || !isValidRouterStateHeader(state))) {
      delete request.headers['next-router-state-tree'];
      request.headers[INVALID_REQUEST] = '1';
    }
    if (isUndecodablePath(request.url)) request.headers[INVALID_REQUEST] = '1';
  });
}

/** The stamped address of the request being served; undefined where nothing stamps (so a client's own header never counts). */
export function requestAddress(header: (name: string) => string | null | undefined): string | undefined {
  return state[KEY] ? (header(HEADER) ?? undefined) : undefined;
}
