// Build-time assets are content-hashed and never change, so they are compressed once, at
// the best ratio (brotli 11, gzip 9), instead of gzip on the fly for every request: the
// browser downloads about an eighth less JavaScript, and the server spends no CPU on it.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const MIN_BYTES = 512;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes `.br` and `.gz` beside every compressible file under .next/static (idempotent). */
export function precompress(staticDir) {
  let files = 0;
  for (const file of walk(staticDir)) {
    if (!TYPES[path.extname(file)] || statSync(file).size < MIN_BYTES || existsSync(`${file}.br`)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
  }
  return files;
}

/** The encodings the client accepts, in our order of preference. */
function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return ['br', '.br'];
  if (accepted.includes('gzip')) return ['gzip', '.gz'];
  return null;
}

/**
 * Answers GET/HEAD /_next/static/* from the precompressed copies. Returns false (and leaves
 * the request to Next.js) for anything else, including files without a compressed copy.
 */
export function servePrecompressed(staticDir, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/_next/static/')) return false;
  let relative;
  try {
    relative = decodeURIComponent(url.slice('/_next/static/'.length).split('?')[0]);
  } catch {
    return false;
  }
  const file = path.resolve(staticDir, relative);
  if (!file.startsWith(staticDir + path.sep) || relative.includes('\0')) return false;
  const type = TYPES[path.extname(file)];
  const encoding = type && pickEncoding(req.headers['accept-encoding']);
  if (!encoding || !existsSync(file + encoding[1])) return false;
  const size = statSync(file + encoding[1]).size;
  res.writeHead(200, {
    'content-type': type,
    'content-encoding': encoding[0],
    'content-length': size,
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file + encoding[1]).pipe(res);
  return true;
}
