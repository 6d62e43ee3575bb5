import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { bffFetch, sessionCookie, signIn } from './helpers';

test('a wrong password shows the server message, which disappears after 3 seconds', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Masuk | Bank Sampah');
  await page.getByLabel('Email').fill(E2E.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Masuk' }).click();
  const alert = page.getByTestId('login-error');
  await expect(alert).toHaveText('Email atau password salah');
  const shownAt = Date.now();
  await expect(alert).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await expect(page).toHaveURL(/\/login$/);
});

test('validation messages appear only after a field is touched', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Selamat datang !')).toBeVisible();
  await expect(page.getByText('Masukkan email dan password anda.')).toBeVisible();
  await expect(page.getByText('Email kosong')).toHaveCount(0);
  await page.getByLabel('Email').focus();
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(page.getByText('Email kosong')).toBeVisible();
  await page.getByLabel('Email').focus();
  await expect(page.getByText('Password kosong')).toBeVisible();
});

// Found 2026-12-03: pressed before the page's script arrived (a slow phone), Masuk had the browser
// submit the form itself, by GET: the email and password went into the address, the history and
// every access log on the way. The form now posts, and the proxy sends the page back (303).
test("Masuk pressed before the page's script arrived puts nothing in the address, and the page comes back", async ({
  page,
}) => {
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login?next=%2Ftransaction');
  await page.getByLabel('Email').fill(E2E.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(E2E.adminPassword);
  const submitted = page.waitForRequest((request) => request.isNavigationRequest());
  await page.getByRole('button', { name: 'Masuk' }).click();
  await submitted;
  await page.waitForLoadState();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/transaction');
  const leaked = addresses.filter((address) => address.includes('password') || address.includes('%40'));
  expect(leaked).toEqual([]);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('rahasia');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Tampilkan password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sembunyikan password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('signing in lands on the dashboard with the database counts', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveTitle('Dasbor | Bank Sampah');
  const summary = await bffFetch(page, '/strict/report/summary');
  expect(summary.status).toBe(200);
  expect(summary.body.total_customer).toBeGreaterThanOrEqual(100);
  for (const key of ['total_bsi', 'total_bsu', 'total_customer', 'total_trash'] as const) {
    await expect(page.getByTestId(`card-${key}`).getByTestId('count')).toHaveText(
      summary.body[key].toLocaleString('id-ID'),
    );
  }
});

test('a protected route without a session lands on /login, which knows the page to come back to', async ({ page }) => {
  for (const path of ['/', '/index', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  for (const path of ['/customer', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
  const res = await page.request.get('/strict/report/summary');
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ message: expect.any(String) });
});

test('once signed in, / and unknown paths go to the dashboard', async ({ page }) => {
  await signIn(page);
  for (const path of ['/', '/index', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('logout from the user menu lands on /login and the old cookie no longer works', async ({ page, browser }) => {
  await signIn(page);
  const oldCookie = await sessionCookie(page.context());
  const menu = page.getByTestId('user-menu');
  await menu.getByRole('button').first().click();
  await menu.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === oldCookie.name)).toBeUndefined();

  const thief = await browser.newContext();
  await thief.addCookies([oldCookie]);
  const stolen = await thief.newPage();
  const res = await stolen.request.get('/strict/report/summary');
  expect(res.status()).toBe(401);
  await stolen.goto('/dashboard');
  await expect(stolen).toHaveURL(/\/login$/);
  await thief.close();
});

test('remember me keeps the cookie across browser restarts until the absolute timeout, otherwise it dies with the browser', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const sessionOnly = await sessionCookie(page.context());
  expect(sessionOnly.expires).toBe(-1);
  expect(sessionOnly.httpOnly).toBe(true);
  expect(sessionOnly.sameSite).toBe('Lax');
  expect(sessionOnly.path).toBe('/');

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signIn(page2, { remember: true });
  const persistent = await sessionCookie(other);
  // SESSION_ABSOLUTE_TIMEOUT (12 h by default) from the sign-in, never longer.
  const twelveHours = Date.now() / 1000 + 12 * 3600;
  expect(persistent.expires).toBeGreaterThan(twelveHours - 120);
  expect(persistent.expires).toBeLessThanOrEqual(twelveHours + 5);
  await other.close();
});

test('the password-reset and sign-out pages carry the brand and footer of the sign-in page', async ({ page }) => {
  for (const path of ['/login', '/auth-pass-reset-cover', '/logout']) {
    await page.goto(path);
    await expect(page.getByTestId('auth-brand'), path).toHaveText('Bank Sampah');
    await expect(page.locator('footer'), path).toHaveText(
      `© ${new Date().getFullYear()} Bank Sampah. All Rights Reserved`,
    );
  }
});
