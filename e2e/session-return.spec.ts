// Signing in brings the user back where they were, and says why they had to: a protected link
// opened signed out, and a session that ended under an open form (the instance whose sessions
// end after 8 s unused). Only a path of this site is ever returned to, and only a known reason
// code puts a notice on the page.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { signIn } from './helpers';
import { dialog, openAdd, phones, save } from './lists';

const NOTICE =
  'Sesi Anda telah berakhir, sehingga perubahan yang belum disimpan tidak tersimpan. Silakan masuk lagi untuk kembali ke halaman tadi.';

async function submitSignIn(page: Page) {
  await page.getByLabel('Email').fill(E2E.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test('a protected link opened signed out leads back to that page, query and all, after sign-in', async ({
  page,
  baseURL,
}) => {
  await page.goto('/trash?page=2');
  await expect(page).toHaveURL(`${baseURL}/login?next=%2Ftrash%3Fpage%3D2`);
  // Signed out is not "the session ended": no notice.
  await expect(page.getByTestId('login-notice')).toHaveCount(0);
  await submitSignIn(page);
  await expect(page).toHaveURL(`${baseURL}/trash?page=2`);
  await expect(page.getByTestId('list')).toBeVisible();
});

test('a next that points to another site lands on the dashboard, signing in or already signed in', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/login?next=${encodeURIComponent('//evil.com')}`);
  await submitSignIn(page);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  for (const next of [
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/.//evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
    '/logout',
  ]) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page, next).toHaveURL(`${baseURL}/dashboard`);
  }
});

test('the sign-in page shows a notice only for a reason code it knows, never text from the address', async ({
  page,
}) => {
  for (const reason of ['<b>Akun anda diblokir</b>', 'Hubungi 0812-0000-0000', 'EXPIRED']) {
    await page.goto(`/login?reason=${encodeURIComponent(reason)}`);
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await expect(page.getByTestId('login-notice')).toHaveCount(0);
    await expect(page.getByText(reason)).toHaveCount(0);
  }
  await page.goto('/login?reason=expired');
  await expect(page.getByTestId('login-notice')).toHaveText(NOTICE);
});

test('a session that ended under an open form: Simpan says so on the sign-in page, and signing in comes back to the page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const base = E2E.shortURL;
  await signIn(page, { base });
  await page.goto(`${base}/user?page=1`);
  const form = await openAdd(page, 'Tambah User');
  await form.getByLabel('Nama Depan').fill('Sesi');
  await form.getByLabel('Nama Belakang').fill('Berakhir');
  await form.getByLabel('Email').fill(`sesi.${Date.now()}@banksampah.test`);
  await form.getByLabel('Nomor Ponsel').fill(phones(Date.now() % 1_000_000)());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  // A fixed wait on purpose: this waits out a timeout the server keeps (its clock, not the page's), so page.clock cannot stand in for it.
  await page.waitForTimeout(E2E.sessionIdleTimeout * 1000 + 1_500);
  await save(page);

  await expect(page).toHaveURL(`${base}/login?reason=expired&next=%2Fuser%3Fpage%3D1`);
  await expect(page.getByTestId('login-notice')).toHaveText(NOTICE);
  await expect(dialog(page)).toHaveCount(0);
  await submitSignIn(page);
  await expect(page).toHaveURL(`${base}/user?page=1`);
  await expect(page.getByTestId('list')).toBeVisible();
});

test('a page opened after the session ended says so, and returns to it after sign-in', async ({ page }) => {
  test.setTimeout(60_000);
  const base = E2E.shortURL;
  await signIn(page, { base });
  // A fixed wait on purpose: this waits out a timeout the server keeps (its clock, not the page's), so page.clock cannot stand in for it.
  await page.waitForTimeout(E2E.sessionIdleTimeout * 1000 + 1_500);
  await page.goto(`${base}/trash?search=botol`);
  await expect(page).toHaveURL(`${base}/login?reason=expired&next=%2Ftrash%3Fsearch%3Dbotol`);
  await expect(page.getByTestId('login-notice')).toHaveText(NOTICE);
  await submitSignIn(page);
  await expect(page).toHaveURL(`${base}/trash?search=botol`);
});
