import { expect, test, type Response } from '@playwright/test';
import { E2E } from './env';
import { bffFetch, signIn, unsealedSession } from './helpers';

test('after sign-in no token is readable by page scripts anywhere', async ({ page }) => {
  const bodies: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    reads.push(
      response
        .text()
        .then((text) => void bodies.push(`${response.url()}\n${JSON.stringify(response.headers())}\n${text}`))
        .catch(() => undefined),
    );
  });
  await signIn(page);
  await bffFetch(page, '/strict/report/summary');
  await page.goto('/dashboard');
  await page.reload();
  await Promise.all(reads);

  const { access, refresh } = await unsealedSession(page.context());
  expect(access).toMatch(/^eyJ/);
  expect(refresh.length).toBeGreaterThan(20);

  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    html: document.documentElement.outerHTML,
  }));
  for (const secret of [access, refresh]) {
    expect(visible.cookie).not.toContain(secret);
    expect(visible.local).not.toContain(secret);
    expect(visible.session).not.toContain(secret);
    expect(visible.html).not.toContain(secret);
    for (const body of bodies) expect(body).not.toContain(secret);
  }
  expect(visible.cookie).not.toContain('bs_session');
  for (const body of [visible.html, ...bodies]) expect(body).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+/);
});

test('20 simultaneous requests with an expired access token share one refresh', async ({ page }) => {
  await signIn(page);
  const before = await unsealedSession(page.context());
  // Wait until the BFF considers the access token expired.
  const waitMs = (before.accessExp - 10) * 1000 - Date.now() + 500;
  // A fixed wait on purpose: this waits out a timeout the server keeps (its clock, not the page's), so page.clock cannot stand in for it.
  await page.waitForTimeout(Math.max(0, waitMs));

  const statuses = await page.evaluate(async () => {
    const calls = Array.from({ length: 20 }, () =>
      fetch('/strict/report/summary', { headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((r) => r.status),
    );
    return Promise.all(calls);
  });
  expect(statuses).toEqual(Array(20).fill(200));

  const after = await unsealedSession(page.context());
  expect(after.refresh).not.toBe(before.refresh);
  expect(after.accessExp).toBeGreaterThan(before.accessExp);
  // Had a second refresh presented the rotated token, the API would have revoked the whole
  // family and this session would now be dead.
  const again = await bffFetch(page, '/strict/report/summary');
  expect(again.status).toBe(200);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(E2E.accessTokenTtl).toBeLessThan(60);
});

test('a page render with an expired access token refreshes and stays on the page', async ({ page }) => {
  await signIn(page);
  const before = await unsealedSession(page.context());
  // A fixed wait on purpose: this waits out a timeout the server keeps (its clock, not the page's), so page.clock cannot stand in for it.
  await page.waitForTimeout(Math.max(0, (before.accessExp - 10) * 1000 - Date.now() + 500));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('#main-content').getByTestId('card-total_bsi')).toBeVisible();
  const after = await unsealedSession(page.context());
  expect(after.refresh).not.toBe(before.refresh);
});

test('the BFF refuses writes without our header or from another origin, and unknown paths', async ({ page }) => {
  await signIn(page);
  const noHeader = await page.evaluate(
    async () => (await fetch('/strict/report/summary', { method: 'POST', body: '{}' })).status,
  );
  expect(noHeader).toBe(403);
  const foreign = await page.request.post('/strict/report/summary', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Origin: 'https://evil.example',
      'content-type': 'application/json',
    },
    data: {},
  });
  expect(foreign.status()).toBe(403);
  const unknown = await bffFetch(page, '/strict/auth/admin/login');
  expect(unknown.status).toBe(404);
});

test('region lists reach the browser through the BFF, 50 a page and never more than 100', async ({ page }) => {
  await signIn(page);
  const provinces = await bffFetch(page, '/region/province?page=1&per_page=50');
  expect(provinces.status).toBe(200);
  expect(provinces.body.total_records).toBeGreaterThanOrEqual(34);
  // 95.06.03 has 108 villages: pages of 50, 50 and 8.
  const page1 = await bffFetch(page, '/region/village?page=1&per_page=50&subdistrictId=95.06.03');
  expect(page1.status).toBe(200);
  expect(page1.body.items).toHaveLength(50);
  expect(page1.body).toMatchObject({ has_next_page: true, total_records: 108 });
  const page3 = await bffFetch(page, '/region/village?page=3&per_page=50&subdistrictId=95.06.03');
  expect(page3.body.items).toHaveLength(8);
  expect(page3.body.has_next_page).toBe(false);
  const regencies = await bffFetch(page, '/region/regency?page=1&per_page=50&provinceId=32');
  expect(regencies.body.items).toHaveLength(27);
  expect(regencies.body.items.map((r: { name: string }) => r.name)).toContain('Kota Bandung');
  const tooMany = await bffFetch(page, '/region/regency?page=1&per_page=101&provinceId=32');
  expect(tooMany.status).toBe(422);
});
