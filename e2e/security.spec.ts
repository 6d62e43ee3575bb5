import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';
import { pressSignIn, signIn } from './helpers';

// Attacks a browser or a forged request could make, and what each must get: a refusal that
// changes nothing. OWASP ASVS 5.0 §3.4 (headers, CSP), §3.5 (CSRF), Next.js middleware bypass.

const policyOf = (headers: Record<string, string>) => headers['content-security-policy'] ?? '';
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test('every page carries a nonce policy, and every script in it carries that nonce', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const login = await page.goto('/login');
  const first = policyOf(login!.headers());
  for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(first).toContain(directive);
  expect(nonceOf(first)).toBeTruthy();

  await signIn(page);
  for (const path of ['/dashboard', '/transaction', '/customer', '/bsi', '/topup']) {
    const response = await page.goto(path);
    const policy = policyOf(response!.headers());
    const nonce = nonceOf(policy);
    expect(nonce, path).toBeTruthy();
    expect(nonce, 'a fresh nonce per request').not.toBe(nonceOf(first));
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
  }
  // The app works under the policy: a client island (the add modal) opens.
  await page.goto('/bsi');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});

test('pages and BFF answers carry the security headers; HSTS only over HTTPS', async ({ page, request }) => {
  await signIn(page);
  const pageAnswer = await page.request.get('/dashboard');
  const bffAnswer = await page.request.get('/strict/report/summary');
  for (const headers of [pageAnswer.headers(), bffAnswer.headers()]) {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  const overHttps = await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.headers()['strict-transport-security']).toMatch(/max-age=\d{8}/);
});

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ORIGINS = [undefined, 'null', 'https://evil.example'] as const;
const SITES = [undefined, 'cross-site', 'same-site'] as const;
const TYPES = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'] as const;

async function forged(request: APIRequestContext, url: string, method: string, headers: Record<string, string>) {
  const response = await request.fetch(url, {
    method,
    headers,
    data: headers['content-type'] === 'application/json' ? '{"id":[1]}' : 'id=1',
    maxRedirects: 0,
  });
  return response.status();
}

test('the forged-request matrix: every unsafe method from a foreign or unknown origin is refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const before = await page.request.get('/strict/collector?page=1&per_page=1');
  const total = (await before.json()).total_records;
  const targets: { url: string; extra: Record<string, string> }[] = [
    { url: '/strict/collector', extra: { 'x-requested-with': 'XMLHttpRequest' } },
    { url: '/strict/collector/delete', extra: { 'x-requested-with': 'XMLHttpRequest' } },
    { url: '/login', extra: { 'next-action': '0'.repeat(42) } },
    { url: '/logout', extra: { 'next-action': '0'.repeat(42) } },
    { url: '/dashboard', extra: {} },
  ];
  const accepted: string[] = [];
  for (const target of targets)
    for (const method of UNSAFE)
      for (const origin of ORIGINS)
        for (const site of SITES)
          for (const type of TYPES) {
            const headers: Record<string, string> = { 'content-type': type, ...target.extra };
            if (origin) headers.origin = origin;
            if (site) headers['sec-fetch-site'] = site;
            const status = await forged(page.request, target.url, method, headers);
            if (status !== 403)
              accepted.push(`${method} ${target.url} origin=${origin} site=${site} ${type} → ${status}`);
          }
  expect(accepted).toEqual([]);
  // Same origin but without our header (a plain form post) is refused too.
  const own = new URL(baseURL!).origin;
  expect(
    await forged(page.request, '/strict/collector/delete', 'POST', {
      'content-type': 'application/json',
      origin: own,
      'sec-fetch-site': 'same-origin',
    }),
  ).toBe(403);
  expect(
    await forged(page.request, '/dashboard', 'POST', {
      'content-type': 'text/plain',
      origin: own,
      'sec-fetch-site': 'same-origin',
    }),
  ).toBe(403);
  const after = await page.request.get('/strict/collector?page=1&per_page=1');
  expect((await after.json()).total_records).toBe(total);
});

test('middleware-bypass headers change nothing: no session still means no data', async ({ request }) => {
  const bypass: Record<string, string>[] = [
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' },
    { 'x-middleware-prefetch': '1' },
    { 'x-nextjs-data': '1' },
    { 'x-invoke-path': '/dashboard', 'x-invoke-query': '{}' },
    { 'next-router-prefetch': '1', rsc: '1' },
  ];
  for (const headers of bypass) {
    const pageAnswer = await request.get('/dashboard', { headers, maxRedirects: 0 });
    expect([307, 308], JSON.stringify(headers)).toContain(pageAnswer.status());
    expect(pageAnswer.headers().location).toMatch(/\/login$/);
    const bff = await request.get('/strict/report/summary', {
      headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(bff.status(), JSON.stringify(headers)).toBe(401);
  }
});

test('a garbled router-state header gets a 400, never a server error, signed in or not', async ({ page, request }) => {
  const values = [
    '%',
    '{"a":1}',
    'not json',
    '%5B%22',
    'x'.repeat(12_000),
    '["",{"children":[[]]}]',
    '["",{"children":["x",{}]},1]',
  ];
  for (const path of ['/login', '/auth-pass-reset-cover', '/dashboard'])
    for (const value of values) {
      const answer = await request.get(path, { headers: { rsc: '1', 'next-router-state-tree': value } });
      expect(answer.status(), `${path} ${value.slice(0, 24)}`).toBe(400);
      expect(await answer.json()).toEqual({ message: 'Data yang dikirim tidak valid' });
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    }
  await signIn(page);
  for (const value of values) {
    const answer = await page.request.get('/dashboard', { headers: { rsc: '1', 'next-router-state-tree': value } });
    expect(answer.status(), value.slice(0, 20)).toBe(400);
    expect(await answer.json()).toEqual({ message: 'Data yang dikirim tidak valid' });
  }
  // Beyond Node's header limit the server itself refuses it.
  const huge = await page.request.get('/dashboard', {
    headers: { rsc: '1', 'next-router-state-tree': 'x'.repeat(20_000) },
  });
  expect(huge.status()).toBe(431);
});

test('the session cookie is HttpOnly, SameSite=Lax, under 4 KB, and a new one is issued at sign-in', async ({
  page,
  baseURL,
}) => {
  // Session fixation: a cookie planted before sign-in is never the one that ends up signed in.
  const planted = 'Fe26.2**planted-by-someone-else';
  await page.context().addCookies([{ name: 'bs_session', value: planted, url: baseURL! }]);
  await signIn(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bs_session')!;
  expect(cookie.value).not.toBe(planted);
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  expect(cookie.path).toBe('/');
  expect(cookie.secure).toBe(false);
  expect(`${cookie.name}=${cookie.value}`.length).toBeLessThan(4096);
});

test('over HTTPS the session cookie is __Host- prefixed and Secure', async ({ browser }) => {
  // As behind a TLS-terminating proxy; Chromium keeps Secure cookies for localhost.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-proto': 'https' } });
  const page = await context.newPage();
  await signIn(page);
  const cookies = await context.cookies();
  const cookie = cookies.find((c) => c.name === '__Host-bs_session');
  expect(cookie, cookies.map((c) => c.name).join()).toBeDefined();
  expect(cookie!.secure).toBe(true);
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.path).toBe('/');
  expect(cookies.some((c) => c.name === 'bs_session')).toBe(false);
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/customer$/);
  await context.close();
});

test('ten wrong passwords in a row: the next sign-in says to wait, in Indonesian (on the empty instance)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A throwaway account name (one per project), on the instance with no demo data, so no other test is throttled.
  await page.goto(`${E2E.emptyURL}/login`);
  await page.getByLabel('Email').fill(`penebak-${test.info().project.name}@contoh.id`);
  const password = page.getByLabel('Password', { exact: true });
  for (let i = 0; i < 10; i += 1) {
    await password.fill(`tebakan-${i}-salah`);
    await pressSignIn(page);
    await expect(page.getByTestId('login-error')).toHaveText('Email atau password salah');
  }
  await password.fill('tebakan-terakhir');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByTestId('login-error')).toContainText(
    'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.',
  );
  await expect(page.getByTestId('login-lock-countdown')).toHaveText(/^Sisa waktu: 1[45]:\d\d$/);
  await expect(page).toHaveURL(/\/login$/);
});
