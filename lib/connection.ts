// What every request gets as it arrives, before Next.js sees it (Node's HTTP diagnostics
// channel, subscribed from instrumentation.ts):
// - the client's address as the connection shows it, which sign-in throttling counts. Next.js's
//   own server hands route handlers and server actions no socket, and keeps an X-Forwarded-For
//   that the client wrote; a header of our name sent by the client is overwritten every time;
// - a router-state header that Next.js's parser rejects is replaced by a mark: Next.js strips
//   that header before the request proxy runs and then fails on it with a 500, so the proxy
//   answers a marked request with a 400 instead (INVALID_REQUEST); the same for a path whose
//   percent-encoding does not decode (`/strict/%FF`), which Next.js answers with a bare 500;
// - headers by which Next.js's parts talk to each other (middleware subrequests, prefetches,
//   data requests, invocations) are removed: no browser sends them to us, and advisories
//   (CVE-2025-29927) showed what they can skip. Nothing of ours needs them from outside.
import 'server-only';
import { INVALID_REQUEST, isUndecodablePath, isValidRouterStateHeader } from './request-guards';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
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

/** Prepares every request this process serves, as described above. Once per process. */
export function prepareIncomingRequests(trustProxy: boolean) {
  if (state[KEY]) return;
  state[KEY] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
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
