import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { setLanguageCookie } from './shell-helpers';

// A screen that crashes past every boundary gets Next.js's root error page. Ours says what
// happened in the page's language (Next.js's own said "This page couldn't load", in English).
// The crash is a real one: a browser without ResizeObserver, which a list's columns use, until
// the page is told to heal (sessionStorage), as a reload after an update would.
async function breakResizeObserver(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('healed')) return;
    window.ResizeObserver = class {
      constructor() {
        throw new TypeError('ResizeObserver is not supported');
      }
    } as unknown as typeof ResizeObserver;
  });
}

test("a crashed screen says so in Indonesian, and 'Muat ulang' brings the screen back", async ({ page }) => {
  await signIn(page);
  await breakResizeObserver(page);
  await page.goto('/transaction');
  await expect(page.getByRole('heading', { name: 'Halaman ini tidak dapat ditampilkan' })).toBeVisible();
  await expect(page.getByText('Muat ulang halaman untuk mencoba lagi.', { exact: false })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('link', { name: 'Kembali ke Dasbor' })).toHaveAttribute('href', '/dashboard');

  await page.evaluate(() => sessionStorage.setItem('healed', '1'));
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible();
  await expect(page.getByTestId('list')).toBeVisible();
});

test('a crashed screen in Arabic says so in Arabic, right to left', async ({ page }) => {
  await signIn(page);
  await setLanguageCookie(page.context(), 'ar');
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'ar'));
  await breakResizeObserver(page);
  await page.goto('/customer');
  await expect(page.getByRole('heading', { name: 'تعذّر عرض هذه الصفحة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
