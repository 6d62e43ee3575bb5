// First-load JavaScript of a route, as the e2e budget test and `npm run bench` both measure it.
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from '@playwright/test';
import { LIST_PATHS } from './screens';

/** The signed-in routes whose first-load JavaScript is weighed (besides /login): the dashboard and every list. */
export const SIGNED_IN_ROUTES = ['/dashboard', ...LIST_PATHS];

/** Every script a fresh load of `path` fetches, as served: its address and its bytes. */
export async function firstLoadScripts(page: Page, path: string) {
  const scripts: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request
        .response()
        .then((response) => response?.body())
        .then((body) => ({ url: request.url(), body: body ?? Buffer.alloc(0) })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(scripts);
}

/**
 * Sums the brotli-compressed bytes of every script a fresh load of `path` fetches: what a browser
 * downloads in production, where the reverse proxy compresses (README, "Deploying"). `next start`
 * itself sends gzip, so the wire size here would measure the test server, not the product.
 */
export async function firstLoadScriptBytes(page: Page, path: string) {
  const sizes = (await firstLoadScripts(page, path)).map(
    ({ body }) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  );
  return { count: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}
