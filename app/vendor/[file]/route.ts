import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Bootstrap's stylesheet in the reading direction of the language (Arabic: the RTL build),
// chosen per request by the root layout. Only these two files are served.
//
// It is wrapped in a cascade layer: our own (unlayered) styles then win over Bootstrap's
// whatever order the stylesheets load in, while Bootstrap's !important utilities (.d-none,
// .text-end…) still win over ours, as they are meant to.
// A Set, not an object: `__proto__`, `constructor` or `toString` must be unknown names, not
// properties every object inherits.
const files = new Set(['bootstrap.min.css', 'bootstrap.rtl.min.css']);
const cache = new Map<string, Promise<string>>();

async function layered(name: string) {
  const css = await readFile(path.join(process.cwd(), 'node_modules/bootstrap/dist/css', name), 'utf8');
  // @charset must open a file and cannot sit in a layer; the response header carries it.
  const body = css.replace(/^@charset "UTF-8";/, '').replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, '');
  return `@layer bootstrap{${body}}`;
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  if (!files.has(name)) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  if (!cache.has(name)) cache.set(name, layered(name));
  return new Response(await cache.get(name)!, {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
