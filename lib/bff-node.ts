// The BFF on Node's own HTTP objects: the production server (scripts/serve.mjs) answers
// /strict/* and /region/* with this before Next.js sees the request, which spares each call
// Next.js's routing and its web-stream wrappers (the proxy adds about a millisecond instead of
// several). Bundled by scripts/build.mjs into .next/bff-server.mjs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleBff, refusal, type BffAnswer } from './bff';
import { isValidRouterStateHeader } from './security-headers';

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

const nodeHeader = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function writeAnswer(res: ServerResponse, answer: BffAnswer) {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of answer.headers) {
    const had = headers[k];
    headers[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  headers['content-length'] = String(typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.byteLength);
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

/**
 * Refuses, with a 400 in the visitor's language, a request Next.js would fail on with a 500
 * before any proxy runs: a router-state header it cannot parse. True when it answered.
 */
export function refuseMalformed(req: IncomingMessage, res: ServerResponse): boolean {
  const header = nodeHeader(req);
  if (isValidRouterStateHeader(header('next-router-state-tree') ?? null)) return false;
  writeAnswer(res, refusal(header, 400, 'api.invalidInput'));
  return true;
}

export async function handleNode(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    writeAnswer(
      res,
      await handleBff({
        method: req.method ?? 'GET',
        target: req.url ?? '/',
        header: nodeHeader(req),
        text: (limit) => readBody(req, limit),
      }),
    );
  } catch (err) {
    console.error('[bff] failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end('{"message":"Internal Server Error"}');
  }
}
