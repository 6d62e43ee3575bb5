import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

// An upstream that accepts the connection and never answers: a local server of our own, its
// address set before any module reads the env (appEnv() reads it once).
const arrived: IncomingMessage[] = [];
const silent = createServer((request) => void arrived.push(request));
await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
const { port } = silent.address() as AddressInfo;
Object.assign(process.env, {
  API_BASE_URL: `http://127.0.0.1:${port}`,
  UPSTREAM_TIMEOUT_MS: '300',
  SESSION_PASSWORD: 'a-session-password-of-at-least-32-characters',
});

const { callApi, UpstreamUnavailable } = await import('./core');

const failure = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(UpstreamUnavailable);
  return error as InstanceType<typeof UpstreamUnavailable>;
};

describe('callApi over HTTP, bounded by UPSTREAM_TIMEOUT_MS', () => {
  afterAll(() => {
    silent.closeAllConnections();
    silent.close();
  });

  it('an API that never answers is given up on as timed out, within the limit', async () => {
    const started = Date.now();
    const error = await failure(callApi({ path: 'strict/collector', search: '?page=1', token: 'abc', lang: 'en' }));
    const elapsed = Date.now() - started;
    expect(error.timedOut).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1000);
    // It did reach the API, as the API would see it.
    const request = arrived.at(-1)!;
    expect(request.url).toBe('/strict/collector?page=1');
    expect(request.headers.authorization).toBe('Bearer abc');
    expect(request.headers['accept-language']).toBe('en');
  });

  it('a refused connection is unavailable, not timed out, and fails at once', async () => {
    silent.closeAllConnections();
    await new Promise<void>((closed) => silent.close(() => closed()));
    const started = Date.now();
    const error = await failure(callApi({ path: 'strict/collector', lang: 'id' }));
    expect(error.timedOut).toBe(false);
    expect(Date.now() - started).toBeLessThan(300);
  });
});
