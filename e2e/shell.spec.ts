import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { html, mainNav, setLayoutCookie } from './shell-helpers';

const entries = [
  ['Dasbor', '/dashboard'],
  ['Bank Sampah Induk', '/bsi'],
  ['Bank Sampah Unit', '/bsu'],
  ['Data Sampah', '/trash'],
  ['Nasabah', '/customer'],
  ['Transaksi', '/transaction'],
  ['Data Saldo', '/balance-data'],
  ['Isi Saldo', '/topup'],
  ['Penarikan Dana', '/withdrawal'],
  ['Laporan', '/report'],
  ['User', '/user'],
  ['Jejak Audit', '/audit'],
] as const;

test('the sidebar lists the SPEC entries, then Laporan and Jejak Audit, in order with their routes, Dasbor marked active', async ({
  page,
}) => {
  await signIn(page);
  const links = mainNav(page).getByRole('link');
  await expect(links).toHaveText(entries.map(([label]) => label));
  for (const [label, href] of entries) {
    await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(mainNav(page).getByRole('link', { name: 'Dasbor' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Bank Sampah' }).first()).toHaveAttribute(
    'href',
    '/',
  );
});

const titles: Record<string, string> = {
  '/dashboard': 'Dasbor',
  '/bsi': 'Data Bank Sampah Induk',
  '/bsu': 'Data Bank Sampah Unit',
  '/trash': 'Data Sampah',
  '/customer': 'Data Nasabah',
  '/transaction': 'Data Transaksi',
  '/balance-data': 'Data Saldo',
  '/topup': 'Isi Saldo',
  '/withdrawal': 'Penarikan Dana',
  '/user': 'Data User',
  '/report': 'Laporan',
  '/audit': 'Jejak Audit',
};

test('every sidebar link reaches its screen, and the active mark follows', async ({ page }) => {
  await signIn(page);
  for (const [label, href] of entries) {
    await mainNav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[href]!);
    await expect(page).toHaveTitle(`${titles[href]} | Bank Sampah`);
    await expect(mainNav(page).locator('[aria-current="page"]').filter({ visible: true })).toHaveText(label);
  }
});

test('page titles follow the chosen language', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Bahasa: Bahasa Indonesia' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveTitle('Dashboard | Bank Sampah');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Data Nasabah');
  // The title follows the heading a moment later: wait for it rather than read it once.
  await expect(page).toHaveTitle(/^(?!.*Nasabah)[^|]+ \| Bank Sampah$/);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page).toHaveTitle('Data Nasabah | Bank Sampah');
});

test('menu groups open and close, announcing it with aria-expanded', async ({ page }) => {
  await signIn(page);
  const toggle = mainNav(page).getByRole('button', { name: 'Keuangan' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page).getByRole('link', { name: 'Transaksi' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page).getByRole('link', { name: 'Transaksi' })).toBeHidden();
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page).getByRole('link', { name: 'Transaksi' })).toBeVisible();
});

test("the user menu shows the admin's own name and the SPEC links; Escape and a click outside close it", async ({
  page,
}) => {
  await signIn(page);
  const button = page.getByRole('button', { name: 'Menu pengguna Admin Bank Sampah' });
  await expect(page.getByTestId('user-name')).toHaveText('Admin Bank Sampah');
  await expect(page.getByTestId('user-menu')).toContainText('Admin');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByTestId('user-menu');
  await expect(menu.getByText('Welcome Admin!')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Edit Profil' })).toHaveAttribute('href', '/edit-profile');
  await expect(menu.getByRole('link', { name: 'Ubah Password' })).toHaveAttribute('href', '/pages-profile-settings');
  await expect(menu.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(menu.getByRole('link', { name: 'Edit Profil' })).toBeHidden();
  await button.click();
  // Outside the menu: the page's heading (main's own corner can sit under the fixed top bar once
  // the page has scrolled, and a click there would land on the top bar).
  await page.getByRole('heading', { level: 1 }).click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the footer shows the current year, the product and All Rights Reserved', async ({ page }) => {
  await signIn(page);
  const footer = page.getByTestId('footer');
  await expect(footer).toContainText(`${new Date().getFullYear()} © Bank Sampah.`);
  await expect(footer).toContainText('All Rights Reserved');
});

test('the top bar gets a shadow past 50 px of scroll, and back-to-top appears past 100 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signIn(page);
  // The dashboard streams its data in; Next.js scrolls the new page to the top when it lands.
  await expect(page.getByTestId('card-total_bsi')).toBeVisible();
  const topbar = page.getByTestId('topbar');
  const backToTop = page.getByRole('button', { name: 'Kembali ke atas' });
  await expect(topbar).not.toHaveClass(/topbar-shadow/);
  await expect(backToTop).toBeHidden();
  // Scroll, let the page handle the scroll event, and look at the next frame: the shadow would be there by then.
  await page.evaluate(
    () =>
      new Promise<void>((handled) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => handled()), { once: true });
        window.scrollTo(0, 50);
      }),
  );
  expect((await topbar.getAttribute('class')) ?? '').not.toMatch(/topbar-shadow/);
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(topbar).toHaveClass(/topbar-shadow/);
  await expect(backToTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 101));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
  await expect(topbar).not.toHaveClass(/topbar-shadow/);
});

test('the fullscreen toggle flips its label and icon with the fullscreen state', async ({ page }) => {
  await signIn(page);
  const toggle = page.getByTestId('fullscreen-toggle');
  await expect(toggle).toHaveAccessibleName('Layar penuh');
  await expect(toggle).toHaveAttribute('data-state', 'off');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Keluar dari layar penuh');
  await expect(toggle).toHaveAttribute('data-state', 'on');
  expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Layar penuh');
  await expect(toggle).toHaveAttribute('data-state', 'off');
});

test('the light/dark toggle switches the colour mode and keeps it', async ({ page }) => {
  await signIn(page);
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
  await page.getByRole('button', { name: 'Ganti ke mode gelap' }).click();
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  await page.getByRole('button', { name: 'Ganti ke mode terang' }).click();
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
});

test('the language menu switches texts, title, <html lang> and dir, and the choice survives a reload', async ({
  page,
}) => {
  await signIn(page);
  const language = page.getByRole('button', { name: 'Bahasa: Bahasa Indonesia' });
  await language.click();
  await expect(page.getByTestId('language-menu').getByRole('button')).toHaveText([
    /ID/,
    'Bahasa Indonesia',
    'English',
    'Deutsch',
    'Italiano',
    'Русский',
    'Español',
    '中文',
    'Français',
    'العربية',
  ]);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Bank Sampah');
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('I18N_LANGUAGE'))).toBe('ar');
});

test('the skip link leads to the main content, and every top-bar control is reachable by keyboard', async ({
  page,
}) => {
  await signIn(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const reached = new Set<string>();
  await page.locator('body').focus();
  // Through the top bar, the dashboard's controls and tables, to the menu: however many stops the page has.
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const outline = getComputedStyle(el).outlineStyle;
      return `${el.getAttribute('aria-label') ?? el.textContent?.trim()}|${outline}`;
    });
    reached.add(name);
  }
  for (const label of [
    'Buka atau tutup menu samping',
    'Bahasa: Bahasa Indonesia',
    'Layar penuh',
    'Ganti ke mode gelap',
    'Menu pengguna Admin Bank Sampah',
    'Dasbor',
  ]) {
    expect(
      [...reached].some((r) => r.startsWith(`${label}|`) && !r.endsWith('|none')),
      `${label} focusable with a visible outline`,
    ).toBe(true);
  }
});

test('with reduced motion the shell has no transitions', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const duration = await page
    .locator('.app-menu .nav-link')
    .first()
    .evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(duration).toBe('0s');
});

test('the preloader shows for one second on a route change when enabled, never when disabled', async ({
  page,
  context,
}) => {
  await signIn(page);
  // Only /dashboard exists yet: a client-side history change is a route change for the app.
  await page.evaluate(() => history.pushState(null, '', '/dashboard?no-preloader'));
  await page.evaluate(() => history.pushState(null, '', '/preloader-check'));
  await expect(page.getByTestId('preloader')).toHaveCount(0);

  await setLayoutCookie(context, { preloader: 'enable' });
  await page.goto('/dashboard');
  await expect(page.getByTestId('preloader')).toHaveCount(0);
  // A move made before the page has hydrated is one the app never hears of (CI once was that
  // slow): moved on again until the preloader answers, timed from the move it answered.
  let shown = 0;
  await expect(async () => {
    shown = Date.now();
    await page.evaluate((n) => history.pushState(null, '', `/preloader-check-${n}`), shown);
    await expect(page.getByTestId('preloader')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: 3000 });
  expect(Date.now() - shown).toBeGreaterThan(700);
});
