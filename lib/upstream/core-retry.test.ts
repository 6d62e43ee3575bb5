import type { ServerResponse, IncomingMessage } from 'node:http';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, localUpstream } from '../../server/test/local-upstream';

// An upstream of our own that cuts connections the way a proxy (or the API restarting) does.
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const arrived: { method: string; url: string }[] = [];
let handlers: Handler[] = [];
const answer: Handler = (request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ answered: `${request.method} ${request.url}` }));
};
/** The connection closed under the request: nothing of an answer sent. */
const cut: Handler = (request) => request.socket.destroy();
const server = await localUpstream((request, response) => {
  arrived.push({ method: request.method!, url: request.url! });
  (handlers.shift() ?? answer)(request, response);
}, 500);

const { callApi, streamApi, UpstreamUnavailable } = await import('./core');

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const failure = (call: Promise<unknown>) => failureOf(call, UpstreamUnavailable);

describe('callApi over HTTP: a connection closed before any answer', () => {
  beforeEach(() => {
    arrived.length = 0;
    handlers = [];
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('a GET is sent once more, on a new connection, and gets the answer', async () => {
    handlers = [cut];
    const answer = await callApi({ path: 'strict/customer', search: '?page=2', lang: 'id' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(text(answer.bytes))).toEqual({ answered: 'GET /strict/customer?page=2' });
    expect(arrived).toEqual([
      { method: 'GET', url: '/strict/customer?page=2' },
      { method: 'GET', url: '/strict/customer?page=2' },
    ]);
  });

  it('a download (a GET too) is sent once more as well', async () => {
    handlers = [cut];
    const answer = await streamApi({ path: 'strict/transaction/export', search: '?format=csv', lang: 'id' });
    expect(answer.status).toBe(200);
    expect(arrived).toHaveLength(2);
  });

  it('only once: a GET cut twice is unavailable (not timed out)', async () => {
    handlers = [cut, cut];
    const error = await failure(callApi({ path: 'strict/customer', lang: 'id' }));
    expect(error.timedOut).toBe(false);
    expect(arrived).toHaveLength(2);
  });

  it('a POST, PUT or DELETE is never sent again: the error, and the API saw it once', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      arrived.length = 0;
      handlers = [cut];
      const error = await failure(
        callApi({ method, path: 'strict/customer', body: JSON.stringify({ id: [1] }), lang: 'id' }),
      );
      expect(error.timedOut).toBe(false);
      expect(arrived).toEqual([{ method, url: '/strict/customer' }]);
    }
    // The next request on its own is answered: nothing was left queued to go again.
    expect((await callApi({ path: 'strict/customer', lang: 'id' })).status).toBe(200);
    expect(arrived).toHaveLength(2);
  });

  it('a GET whose answer had begun (its status came) is not sent again', async () => {
    handlers = [
      (request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        response.write('{"items":');
        setTimeout(() => request.socket.destroy(), 20);
      },
    ];
    const error = await failure(callApi({ path: 'strict/customer', lang: 'id' }));
    expect(error.timedOut).toBe(false);
    expect(arrived).toHaveLength(1);
  });

  it('a GET answered with an error status is that answer, not sent again', async () => {
    handlers = [
      (_, response) => {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'busy' }));
      },
    ];
    const answer = await callApi({ path: 'strict/customer', lang: 'id' });
    expect(answer.status).toBe(503);
    expect(arrived).toHaveLength(1);
  });

  it('a GET that timed out is not sent again', async () => {
    const held: ServerResponse[] = [];
    handlers = [(_, response) => void held.push(response)];
    const error = await failure(callApi({ path: 'strict/customer', lang: 'id' }));
    expect(error.timedOut).toBe(true);
    expect(arrived).toHaveLength(1);
    for (const response of held) response.destroy();
  });
});
