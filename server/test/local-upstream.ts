// For the web tier's tests of its upstream calls (lib/upstream/*.test.ts) that need an API
// misbehaving in ways the real one does not on demand (cutting a connection, never answering): a
// local server of the test's own in its place, its address set before any module reads the env
// (appEnv() reads it once, so the test imports lib/upstream/core only after this); and how such a
// test reads a call that must fail.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';

/** `listener` on a free local port, as the API the web tier calls, given up on after `timeoutMs`. */
export async function localUpstream(listener: RequestListener, timeoutMs: number) {
  const server = createServer(listener);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    API_BASE_URL: `http://127.0.0.1:${port}`,
    UPSTREAM_TIMEOUT_MS: String(timeoutMs),
    SESSION_PASSWORD: 'a-session-password-of-at-least-32-characters',
  });
  return server;
}

/** The error `call` fails with, which must be a `kind` (lib/upstream/core.ts's UpstreamUnavailable). */
export async function failureOf<E>(call: Promise<unknown>, kind: abstract new (...args: never[]) => E): Promise<E> {
  const error = await call.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
