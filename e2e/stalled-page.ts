// A relay in front of the product that holds a page's HTML for a moment at a chosen place, as a
// slow mobile network does between two packets, and passes everything else straight through.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E } from './env';

export type StalledRelay = { url: string; close: () => Promise<void> };

/** The document of `path` stops right before the first occurrence of `at` for `holdMs`, then the rest comes. */
export async function stallPageAt(path: string, at: string, holdMs: number): Promise<StalledRelay> {
  const target = new URL(E2E.baseURL);
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        const stalled = request.url === path && request.method === 'GET';
        if (!stalled) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const split = body.indexOf(at);
          // Thrown here it would take the test run down rather than fail the test: the page says so.
          if (split < 0) return void response.writeHead(500).end(`${path} does not contain ${at}`);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.write(body.subarray(0, split));
          setTimeout(() => response.end(body.subarray(split)), holdMs);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) =>
    server.listen(0, target.hostname === 'localhost' ? '127.0.0.1' : target.hostname, resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${target.hostname}:${port}${path}`,
    // The browser's kept-alive connections would hold close() open until they time out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
