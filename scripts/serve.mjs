// The production HTTP server: Next.js's own request handler, with the build's static files
// answered from precompressed copies (scripts/static-assets.mjs) and the BFF's /strict and
// /region calls answered by the BFF itself (lib/bff-node.ts, bundled by the build) before
// Next.js sees them.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { servePrecompressed } from './static-assets.mjs';

export async function serve({ root, port }) {
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
    if (bff?.isBffPath(req.url)) return void bff.handleNode(req, res);
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
