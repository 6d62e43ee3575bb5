import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { LAYOUT_COOKIE, html, openCustomizer, pick, setLayoutCookie } from './shell-helpers';

const group = (page: Page, name: string) => page.getByRole('dialog').getByRole('group', { name, exact: true });

/** Signed in, with the customizer open, switches to the `label` layout: html's data-layout is then `value`. */
async function switchLayout(page: Page, label: string, value: string) {
  await signIn(page);
  await openCustomizer(page);
  await pick(page, 'Tata Letak', label);
  await expect(html(page)).toHaveAttribute('data-layout', value);
}

test('the customizer offers every SPEC §3 option in the vertical layout', async ({ page }) => {
  await signIn(page);
  const dialog = await openCustomizer(page);
  for (const name of [
    'Tata Letak',
    'Skema Warna',
    'Lebar Tata Letak',
    'Posisi Tata Letak',
    'Warna Topbar',
    'Ukuran Menu Samping',
    'Tampilan Menu Samping',
    'Warna Menu Samping',
    'Gambar Menu Samping',
    'Preloader',
  ]) {
    await expect(group(page, name)).toBeVisible();
  }
  await expect(group(page, 'Tata Letak').getByRole('radio')).toHaveCount(3);
  await expect(group(page, 'Ukuran Menu Samping').getByRole('radio')).toHaveCount(4);
  await expect(group(page, 'Gambar Menu Samping').getByRole('radio')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buka pengaturan tampilan' })).toBeFocused();
});

test('width and position options are hidden in the two-column layout', async ({ page }) => {
  await switchLayout(page, 'Dua Kolom', 'twocolumn');
  await expect(group(page, 'Lebar Tata Letak')).toHaveCount(0);
  await expect(group(page, 'Posisi Tata Letak')).toHaveCount(0);
  await expect(group(page, 'Warna Menu Samping')).toBeVisible();
  await pick(page, 'Tata Letak', 'Vertikal');
  await expect(group(page, 'Lebar Tata Letak')).toBeVisible();
  await expect(group(page, 'Posisi Tata Letak')).toBeVisible();
});

test('sidebar size and view options show only in the vertical layout', async ({ page }) => {
  await signIn(page);
  await openCustomizer(page);
  await expect(group(page, 'Ukuran Menu Samping')).toBeVisible();
  await expect(group(page, 'Tampilan Menu Samping')).toBeVisible();
  for (const layout of ['Horizontal', 'Dua Kolom']) {
    await pick(page, 'Tata Letak', layout);
    await expect(group(page, 'Ukuran Menu Samping')).toHaveCount(0);
    await expect(group(page, 'Tampilan Menu Samping')).toHaveCount(0);
  }
});

test('sidebar colour and image options are hidden in the horizontal layout', async ({ page }) => {
  await switchLayout(page, 'Horizontal', 'horizontal');
  await expect(group(page, 'Warna Menu Samping')).toHaveCount(0);
  await expect(group(page, 'Gambar Menu Samping')).toHaveCount(0);
  await expect(group(page, 'Lebar Tata Letak')).toBeVisible();
});

test('fluid width sets the large sidebar, boxed the small hover one', async ({ page }) => {
  await signIn(page);
  await openCustomizer(page);
  await pick(page, 'Lebar Tata Letak', 'Kotak');
  await expect(html(page)).toHaveAttribute('data-layout-width', 'boxed');
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'sm-hover');
  await expect(group(page, 'Ukuran Menu Samping').getByRole('radio', { name: 'Ikon Kecil (Hover)' })).toBeChecked();
  await pick(page, 'Lebar Tata Letak', 'Penuh');
  await expect(html(page)).toHaveAttribute('data-layout-width', 'fluid');
  await expect(html(page)).toHaveAttribute('data-sidebar-size', 'lg');
  await expect(group(page, 'Ukuran Menu Samping').getByRole('radio', { name: 'Bawaan' })).toBeChecked();
});

test('light or dark sidebar colour collapses the gradient picker; the gradient button opens and closes it', async ({
  page,
}) => {
  await signIn(page);
  await openCustomizer(page);
  const colours = group(page, 'Warna Menu Samping');
  const gradient = colours.getByRole('button', { name: 'Gradien' });
  await expect(gradient).toHaveAttribute('aria-expanded', 'false');
  await expect(colours.getByRole('radio', { name: 'Gradien 2' })).toBeHidden();
  await gradient.click();
  await expect(gradient).toHaveAttribute('aria-expanded', 'true');
  await pick(page, 'Warna Menu Samping', 'Gradien 2');
  await expect(html(page)).toHaveAttribute('data-sidebar', 'gradient-2');
  await gradient.click();
  await expect(gradient).toHaveAttribute('aria-expanded', 'false');
  await gradient.click();
  await expect(gradient).toHaveAttribute('aria-expanded', 'true');
  await pick(page, 'Warna Menu Samping', 'Terang');
  await expect(gradient).toHaveAttribute('aria-expanded', 'false');
  await expect(html(page)).toHaveAttribute('data-sidebar', 'light');
  await gradient.click();
  await pick(page, 'Warna Menu Samping', 'Gelap');
  await expect(gradient).toHaveAttribute('aria-expanded', 'false');
  await expect(html(page)).toHaveAttribute('data-sidebar', 'dark');
});

test('dark mode sets the page theme attribute to dark, light mode to light', async ({ page }) => {
  await signIn(page);
  await openCustomizer(page);
  await pick(page, 'Skema Warna', 'Gelap');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(26, 29, 33)');
  await pick(page, 'Skema Warna', 'Terang');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
});

test('the customizer cog shows on medium screens and up only', async ({ page }) => {
  await signIn(page);
  const cog = page.getByRole('button', { name: 'Buka pengaturan tampilan' });
  await expect(cog).toBeVisible();
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(cog).toBeHidden();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(cog).toBeVisible();
});

test('preferences survive a reload and the first server HTML already carries them (no flash)', async ({ page }) => {
  await signIn(page);
  await openCustomizer(page);
  await pick(page, 'Tata Letak', 'Horizontal');
  await pick(page, 'Skema Warna', 'Gelap');
  await pick(page, 'Warna Topbar', 'Gelap');
  await pick(page, 'Posisi Tata Letak', 'Bergulir');
  await pick(page, 'Preloader', 'Aktif');

  const cookie = (await page.context().cookies()).find((c) => c.name === LAYOUT_COOKIE);
  expect(cookie?.httpOnly).toBe(false);
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
    layoutType: 'horizontal',
    mode: 'dark',
    topbar: 'dark',
    preloader: 'enable',
  });

  const first = await (await page.request.get('/dashboard')).text();
  const htmlTag = first.match(/<html[^>]*>/)?.[0] ?? '';
  for (const attr of [
    'data-layout="horizontal"',
    'data-bs-theme="dark"',
    'data-topbar="dark"',
    'data-layout-position="scrollable"',
    'data-preloader="enable"',
  ]) {
    expect(htmlTag).toContain(attr);
  }

  const response = await page.reload();
  expect((await response!.text()).match(/<html[^>]*>/)?.[0]).toContain('data-layout="horizontal"');
  await expect(html(page)).toHaveAttribute('data-layout', 'horizontal');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  await openCustomizer(page);
  await expect(group(page, 'Tata Letak').getByRole('radio', { name: 'Horizontal' })).toBeChecked();
  await page.getByRole('button', { name: 'Kembalikan ke bawaan' }).click();
  await expect(html(page)).toHaveAttribute('data-layout', 'vertical');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
});

test('a tampered preferences cookie falls back to the defaults field by field', async ({ page, context }) => {
  await signIn(page);
  await setLayoutCookie(context, { layoutType: 'twocolumn', mode: '"><script>alert(1)</script>', sidebarSize: 'huge' });
  const first = await (await page.request.get('/dashboard')).text();
  const htmlTag = first.match(/<html[^>]*>/)?.[0] ?? '';
  expect(htmlTag).toContain('data-layout="twocolumn"');
  expect(htmlTag).toContain('data-bs-theme="light"');
  expect(htmlTag).toContain('data-sidebar-size="lg"');
  expect(htmlTag).not.toContain('script');
  await context.addCookies([{ name: LAYOUT_COOKIE, value: 'not-json', url: page.url() }]);
  const again = await (await page.request.get('/dashboard')).text();
  expect(again.match(/<html[^>]*>/)?.[0]).toContain('data-layout="vertical"');
});
