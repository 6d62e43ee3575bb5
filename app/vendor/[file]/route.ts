import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Bootstrap's stylesheet in the reading direction of the language (Arabic: the RTL build),
// chosen per request by the root layout. Only these two files are served.
const files: Record<string, string> = {
  'bootstrap.min.css': 'bootstrap.min.css',
  'bootstrap.rtl.min.css': 'bootstrap.rtl.min.css',
};
const cache = new Map<string, Promise<Buffer>>();

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = files[(await params).file];
  if (!name) return new Response(null, { status: 404 });
  if (!cache.has(name)) cache.set(name, readFile(path.join(process.cwd(), 'node_modules/bootstrap/dist/css', name)));
  return new Response(new Uint8Array(await cache.get(name)!), {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
