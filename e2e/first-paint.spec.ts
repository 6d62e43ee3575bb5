import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { list, rows } from './lists';
import { mainNav } from './shell-helpers';
import { stallPageAt } from './stalled-page';

// Issue 19: a screen opened as a document comes with its data in the one response, so a phone's
// first paint is the screen itself; a move to another screen inside the app shows that screen's
// title and a spinner (SPEC §2) until it arrives (components/shell/screen-pending.tsx).

test('a list and the dashboard opened as documents come with their data, even with scripts off', async ({
  page,
  browser,
}) => {
  await signIn(page);
  // Without scripts nothing streamed after the first bytes could be shown: what shows was in them.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const tab = await context.newPage();
  const response = await tab.goto('/transaction');
  expect(response?.status()).toBe(200);
  await expect(tab.getByRole('heading', { level: 1, name: 'Data Transaksi' })).toBeVisible();
  await expect(rows(tab).first()).toBeVisible();
  await expect(tab.getByTestId('page-loading')).toHaveCount(0);

  await tab.goto('/dashboard');
  await expect(tab.getByTestId('card-total_customer')).toBeVisible();
  await expect(tab.getByTestId('latest-transactions')).toBeVisible();
  await context.close();
});

test("a move to another screen shows that screen's title and a spinner until it comes", async ({ page }) => {
  await signIn(page);
  await page.goto('/transaction');
  await expect(list(page)).toBeVisible();
  // The screen's answer is held back for a moment, as on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/customer',
    async (route) => {
      if (route.request().headers()['rsc']) await held;
      await route.continue();
    },
  );
  await mainNav(page).getByRole('link', { name: 'Nasabah', exact: true }).click();
  const loading = page.getByTestId('page-loading');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveText('Memuat data...');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Nasabah');
  // The screen left behind is out of sight meanwhile.
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(list(page)).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Nasabah');

  // Back to the list left behind: it shows again, with nothing on its way.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Transaksi');
  await expect(loading).toHaveCount(0);
});

test("the browser's icon is a file, not a redirect to the dashboard's whole render on every page view", async ({
  page,
  request,
}) => {
  // Browsers ask for /favicon.ico on each page view; an unknown path redirects to /dashboard (SPEC §1).
  const icon = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  await page.goto('/login');
  const declared = await page.locator('link[rel=icon]').first().getAttribute('href');
  const svg = await request.get(declared!, { maxRedirects: 0 });
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
});

// Issue 19: a phone painted the top bar while its buttons were still arriving, and a list's tool
// bar likewise; what came next pushed them aside (a layout shift in Lighthouse, whose target is
// 0). The first paint now waits for them (<link rel="expect" blocking="render">).
for (const [where, path, at] of [
  ['the top bar', '/transaction', 'data-testid="theme-toggle"'],
  ["a list's tool bar", '/topup', 'data-testid="saved-views"'],
] as const)
  test(`a phone whose page stalls in the middle of ${where} paints nothing that moves when the rest comes`, async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const phone = await browser.newContext({
      storageState: await page.context().storageState(),
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await phone.newPage();
    await tab.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const relay = await stallPageAt(path, at, 1500);
    try {
      await tab.goto(relay.url);
      await expect(tab.getByTestId('list')).toBeVisible();
      await tab.waitForLoadState('networkidle');
      expect(await tab.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    } finally {
      await phone.close();
      await relay.close();
    }
  });
