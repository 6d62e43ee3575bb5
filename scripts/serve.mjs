// The production HTTP server: Next.js's own request handler, with the build's static files
// answered from precompressed copies (scripts/static-assets.mjs) and the BFF's /strict and
// /region calls answered by the BFF itself (lib/bff-node.ts, bundled by the build) before
// Next.js sees them.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { servePrecompressed } from './static-assets.mjs';

/** Set here from the socket, never taken from the client: what sign-in throttling counts. */
export const CLIENT_ADDRESS_HEADER = 'x-bs-client-address';

/**
 * The client's address: the socket's peer, or, behind a reverse proxy we are told to trust
 * (TRUST_PROXY=true), the address that proxy appended last to X-Forwarded-For.
 */
function clientAddress(req, trustProxy) {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    if (forwarded.length) return forwarded[forwarded.length - 1].slice(0, 64);
  }
  return (req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

export async function serve({ root, port }) {
  const trustProxy = process.env.TRUST_PROXY === 'true';
  process.env.NODE_ENV = 'production';
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: root, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const staticDir = path.join(root, '.next', 'static');
  const bffBundle = path.join(root, '.next', 'bff-server.mjs');
  const bff = existsSync(bffBundle) ? await import(pathToFileURL(bffBundle).href) : null;

  const server = createServer((req, res) => {
    if (servePrecompressed(staticDir, req, res)) return;
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, trustProxy);
    if (bff?.isBffPath(req.url)) return void bff.handleNode(req, res);
    if (bff?.refuseMalformed(req, res)) return;
    void handle(req, res);
  });
  // Longer than the usual load balancer idle timeout (60 s), so it never races a reused socket.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve) => server.listen(port, resolve));

  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    console.log(`[bank-sampah] ${signal}: closing`);
    server.close(() => void app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(signal));
  return server;
}
