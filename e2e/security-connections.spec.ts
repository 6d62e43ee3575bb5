import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// Requests written by hand on a raw connection, as an attacker or a broken client sends them:
// paths no fetch() would send as they are, and several requests on one keep-alive connection.
// Part of the security suite (security.spec.ts), and run again on `next start` with it.

/** The server the page is on, a way to open a raw connection to it, and the page's cookies as a header. */
async function rawTarget(page: Page) {
  const url = new URL(page.url());
  const net = await import('node:net');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  return { url, cookie, connect: (onConnect?: () => void) => net.connect(Number(url.port), url.hostname, onConnect) };
}

async function rawAnswer(page: Page, target: string) {
  // fetch() would normalise the path; a raw request line keeps it as an attacker sends it.
  const { url, cookie, connect } = await rawTarget(page);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const socket = connect(() => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${cookie}\r\nX-Requested-With: XMLHttpRequest\r\nConnection: close\r\n\r\n`,
      );
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0),
        location: /\r\nlocation: ([^\r]*)/i.exec(data)?.[1],
      }),
    );
    socket.on('error', reject);
  });
}

test('encoded traversal and odd paths never reach another API route', async ({ page }) => {
  await signIn(page);
  expect((await rawAnswer(page, '/strict/collector?page=1')).status).toBe(200);
  for (const target of [
    '/strict/..%2fauth/admin/login',
    '/strict/%2e%2e/auth/admin/login',
    '/strict/collector/..%2f..%2fauth%2fadmin%2flogin',
    '/strict//collector',
    '/strict/collector/%2e%2e',
    '/strict/.%2e/auth/refresh',
    '/strict/collector%00',
    '/strict/collector\\..\\auth',
    '/region/..%2fstrict%2fcollector',
    '/region/province/%252e%252e',
  ]) {
    // Refused; or Next.js normalises the path first and redirects (dot segments resolved, a
    // doubled slash made single): followed, that ends refused, on a page or the web tier's own
    // refresh route (which send the browser to the dashboard), or on the very route the target
    // names. Never another API route.
    let path = target;
    let answer = await rawAnswer(page, path);
    for (
      let hops = 0;
      (answer.status === 308 || answer.status === 307) && answer.location !== '/dashboard' && hops < 3;
      hops += 1
    ) {
      path = answer.location!;
      answer = await rawAnswer(page, path);
    }
    if (answer.status === 200) expect(path, target).toBe(target.replace(/\/{2,}/g, '/'));
    else if (answer.status === 307 || answer.status === 303) expect(answer.location, target).toBe('/dashboard');
    else expect([400, 404], `${target} → ${path}`).toContain(answer.status);
  }
});

/**
 * Two requests on one connection: `first`, a write whose body the server refuses unread, then a
 * read of the parent banks once the first answer has come. The statuses of both; 0 for one that
 * never came (the connection stalled or was reset).
 */
async function secondOnSameConnection(page: Page, first: { target: string; headers: string; size: number }) {
  const { url, cookie, connect } = await rawTarget(page);
  const statuses: number[] = [];
  await new Promise<void>((resolve) => {
    const socket = connect();
    let data = '';
    const done = () => {
      statuses.push(...[...data.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1])));
      socket.destroy();
      resolve();
    };
    const timer = setTimeout(done, 15_000);
    socket.on('data', (chunk) => {
      const before = data.match(/HTTP\/1\.1 \d{3}/g)?.length ?? 0;
      data += chunk.toString('latin1');
      const now = data.match(/HTTP\/1\.1 \d{3}/g)?.length ?? 0;
      if (before === 0 && now === 1)
        setTimeout(
          () =>
            socket.write(
              `GET /strict/collector?page=1 HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${cookie}\r\nX-Requested-With: XMLHttpRequest\r\n\r\n`,
            ),
          300,
        );
      if (now === 2) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on('error', () => {
      clearTimeout(timer);
      done();
    });
    socket.write(
      `POST ${first.target} HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${cookie}\r\n${first.headers}Content-Length: ${first.size}\r\n\r\n`,
    );
    socket.write('x'.repeat(first.size));
  });
  return statuses;
}

test('a body refused unread leaves the connection answering the next request on it', async ({ page }) => {
  await signIn(page);
  const origin = new URL(page.url()).origin;
  const sameOrigin = `Origin: ${origin}\r\nSec-Fetch-Site: same-origin\r\nX-Requested-With: XMLHttpRequest\r\n`;
  // Too large to read (413), and a write from another site (403): neither reads the body, and
  // the browser's next request on that keep-alive connection must still be answered.
  expect(
    await secondOnSameConnection(page, {
      target: '/strict/trash',
      headers: `${sameOrigin}Content-Type: application/json\r\n`,
      size: 600_000,
    }),
  ).toEqual([413, 200]);
  expect(
    await secondOnSameConnection(page, {
      target: '/strict/trash',
      headers: 'Origin: https://evil.example\r\nSec-Fetch-Site: cross-site\r\nContent-Type: application/json\r\n',
      size: 300_000,
    }),
  ).toEqual([403, 200]);
});
