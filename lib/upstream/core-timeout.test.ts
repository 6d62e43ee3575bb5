import type { IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { failureOf, localUpstream } from '../../server/test/local-upstream';

// An upstream that accepts the connection and never answers.
const arrived: IncomingMessage[] = [];
const silent = await localUpstream((request) => void arrived.push(request), 300);

const { callApi, UpstreamUnavailable } = await import('./core');

const failure = (call: Promise<unknown>) => failureOf(call, UpstreamUnavailable);

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
