import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { html, mainNav, setLanguageCookie, setLayoutCookie } from './shell-helpers';

// Each layout mode in light and dark, captured for review (test-results/e2e/…/*.png).
for (const layoutType of ['vertical', 'horizontal', 'twocolumn'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the ${layoutType} layout in ${mode} mode renders its navigation`, async ({ page, context }, testInfo) => {
      await setLayoutCookie(context, { layoutType, mode });
      await signIn(page);
      await expect(html(page)).toHaveAttribute('data-layout', layoutType);
      await expect(html(page)).toHaveAttribute('data-bs-theme', mode);
      await expect(page.getByTestId('card-total_bsi')).toBeVisible();
      const rail = page.locator('.twocolumn-rail');
      if (layoutType === 'twocolumn') await expect(rail).toBeVisible();
      else await expect(rail).toBeHidden();
      await expect(page.getByRole('button', { name: 'Lainnya' })).toBeVisible({ visible: layoutType === 'horizontal' });
      await page.screenshot({ path: testInfo.outputPath(`${layoutType}-${mode}.png`) });
    });
  }
}

test('Arabic renders the shell right to left', async ({ page, context }, testInfo) => {
  await signIn(page);
  await setLanguageCookie(context, 'ar');
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'ar'));
  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوحة التحكم');
  const sidebar = await page.getByTestId('sidebar').boundingBox();
  const viewport = page.viewportSize()!;
  // The sidebar sits on the right edge.
  expect(sidebar!.x + sidebar!.width).toBeGreaterThan(viewport.width - 2);
  await page.screenshot({ path: testInfo.outputPath('vertical-light-rtl.png') });
  await setLayoutCookie(context, { layoutType: 'horizontal', mode: 'dark' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'المزيد' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('horizontal-dark-rtl.png') });
});

test("the horizontal layout shows six entries and puts the rest under 'Lainnya'", async ({ page, context }) => {
  await setLayoutCookie(context, { layoutType: 'horizontal' });
  await signIn(page);
  const bar = mainNav(page);
  await expect(bar.getByRole('link')).toHaveText([
    'Dasbor',
    'Bank Sampah Induk',
    'Bank Sampah Unit',
    'Data Sampah',
    'Nasabah',
    'Transaksi',
  ]);
  const more = bar.getByRole('button', { name: 'Lainnya' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('nav-more').getByRole('link')).toHaveText([
    'Data Saldo',
    'Isi Saldo',
    'Penarikan Dana',
    'Laporan',
    'User',
    'Jejak Audit',
  ]);
  await expect(page.getByTestId('nav-more').getByRole('link', { name: 'User' })).toHaveAttribute('href', '/user');
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('the two-column layout falls back to the vertical sidebar under 767 px', async ({ page, context }, testInfo) => {
  await setLayoutCookie(context, { layoutType: 'twocolumn' });
  await signIn(page);
  const rail = page.locator('.twocolumn-rail');
  await expect(rail).toBeVisible();
  await page.getByRole('button', { name: 'Keuangan' }).first().click();
  await expect(mainNav(page).getByRole('link', { name: 'Transaksi' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Dasbor' })).toBeHidden();

  await page.setViewportSize({ width: 700, height: 900 });
  await expect(rail).toBeHidden();
  await page.getByRole('button', { name: 'Buka atau tutup menu samping' }).click();
  await expect(mainNav(page).getByRole('button', { name: 'Master Data' })).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveCount(12);
  await page.screenshot({ path: testInfo.outputPath('twocolumn-under-767.png') });
});

test('at 360 px the hamburger opens the overlay sidebar; Escape and the backdrop close it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  const hamburger = page.getByRole('button', { name: 'Buka atau tutup menu samping' });
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('mobile-360.png') });

  await hamburger.click();
  await expect(sidebar).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page).getByRole('link', { name: 'Dasbor' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('mobile-360-open.png') });
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(hamburger).toBeFocused();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

  await hamburger.click();
  await expect(sidebar).toBeVisible();
  await page.getByTestId('sidebar-backdrop').click({ position: { x: 340, y: 400 } });
  await expect(sidebar).toBeHidden();
});

test('the hamburger toggles large ↔ small above 1025 px and small ↔ none between 767 and 1025', async ({ page }) => {
  await signIn(page);
  const hamburger = page.getByRole('button', { name: 'Buka atau tutup menu samping' });
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'lg');
  await hamburger.click();
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'sm');
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  expect((await page.getByTestId('sidebar').boundingBox())!.width).toBeLessThan(80);
  await hamburger.click();
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'lg');

  await page.setViewportSize({ width: 900, height: 800 });
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'lg');
  expect((await page.getByTestId('sidebar').boundingBox())!.width).toBeLessThan(80);
  await hamburger.click();
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'none');
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await hamburger.click();
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'sm');
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('the hover sidebar toggles between sm-hover and sm-hover-active', async ({ page, context }, testInfo) => {
  await setLayoutCookie(context, { sidebarSize: 'sm-hover', sidebarImage: 'img-2' });
  await signIn(page);
  const sidebar = page.getByTestId('sidebar');
  expect((await sidebar.boundingBox())!.width).toBeLessThan(80);
  await sidebar.hover();
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeGreaterThan(200);
  await page.screenshot({ path: testInfo.outputPath('sm-hover-open.png') });
  const pin = page.getByRole('button', { name: 'Tahan menu samping tetap terbuka' });
  await pin.click();
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'sm-hover-active');
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(900, 400);
  expect((await sidebar.boundingBox())!.width).toBeGreaterThan(200);
  await pin.click();
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'sm-hover');
});

test('detached, compact, boxed and the sidebar images render', async ({ page, context }, testInfo) => {
  await setLayoutCookie(context, { sidebarView: 'detached', sidebarImage: 'img-1', sidebarTheme: 'gradient' });
  await signIn(page);
  await expect(page.getByTestId('sidebar')).toHaveCSS('border-radius', '8px');
  await page.screenshot({ path: testInfo.outputPath('detached-gradient-img-1.png') });
  await setLayoutCookie(context, {
    sidebarSize: 'md',
    width: 'boxed',
    sidebarImage: 'img-3',
    sidebarTheme: 'light',
    topbar: 'dark',
  });
  await page.reload();
  await page.screenshot({ path: testInfo.outputPath('compact-boxed-img-3.png') });
  await setLayoutCookie(context, { sidebarSize: 'sm', sidebarImage: 'img-4', sidebarTheme: 'gradient-4' });
  await page.reload();
  await mainNav(page).getByRole('link', { name: 'Nasabah' }).hover();
  await expect(mainNav(page).getByText('Nasabah')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('small-img-4.png') });
  for (const image of ['img-1', 'img-2', 'img-3', 'img-4']) {
    const res = await page.request.get(`/images/sidebar/${image}.svg`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
  }
});

// What the shell's buttons do loads with the first hover, focus or use of one
// (components/shell/shell-behaviour.tsx); a button pressed while it is on its way still acts.
test('at 360 px the hamburger pressed while its code is on its way still opens the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.reload();
  const hamburger = page.getByRole('button', { name: 'Buka atau tutup menu samping' });
  const sidebar = page.getByTestId('sidebar');
  // Said right before any of the behaviour is there: at this width the sidebar is closed.
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await hamburger.click();
  await expect(sidebar).toBeHidden();
  release();
  await expect(sidebar).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
});
