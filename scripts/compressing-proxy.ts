// A reverse proxy that compresses, as the deployment puts in front of the product (README,
// "Deploying": the product sends everything uncompressed and the proxy compresses text with
// brotli or gzip). For the measurements of what a browser downloads (npm run lighthouse):
// without it a phone on a slow network would be timed fetching 230 kB of stylesheet instead of 30.
import http from 'node:http';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';

const TEXT = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Listens on `port` and forwards every request to `target` (http://host:port), compressing text answers. */
export function startCompressingProxy(port: number, target: string) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
        const type = String(answer.headers['content-type'] ?? '');
        const headers = { ...answer.headers };
        if (!encoding || !TEXT.test(type) || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, headers);
          pipeline(answer, res, () => {});
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = encoding;
        headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, headers);
        // Streamed pages must reach the browser as they render: flush after every chunk.
        const compress =
          encoding === 'br'
            ? zlib.createBrotliCompress({
                flush: zlib.constants.BROTLI_OPERATION_FLUSH,
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
              })
            : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
        pipeline(answer, compress, res, () => {});
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    pipeline(req, forward, () => {});
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
