// The BFF on Node's own HTTP objects: the production server (scripts/serve.mjs) answers
// /strict/* and /region/* with this before Next.js sees the request, which spares each call
// Next.js's routing and its web-stream wrappers (the proxy adds about a millisecond instead of
// several). Bundled by scripts/build.mjs into .next/bff-server.mjs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleBff } from './bff';

/** Reads at most `limit` bytes of the body; null when there is more. */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export const isBffPath = (url: string | undefined) => !!url && (url.startsWith('/strict/') || url.startsWith('/region/'));

export async function handleNode(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const answer = await handleBff({
      method: req.method ?? 'GET',
      target: req.url ?? '/',
      header: (name) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      text: (limit) => readBody(req, limit),
    });
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of answer.headers) {
      const had = headers[k];
      headers[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
    }
    headers['content-length'] = String(typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.byteLength);
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  } catch (err) {
    console.error('[bff] failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end('{"message":"Internal Server Error"}');
  }
}
