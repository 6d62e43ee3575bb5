import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { list, rows } from './lists';
import { mainNav } from './shell-helpers';

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
