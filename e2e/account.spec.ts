import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { provisionAdmin } from './people';
import { expectToast } from './lists';

// My account, as a new administrator uses it: every test has its own person, so the main
// administrator's password and sessions are never touched.
const STRONG = 'kebun pisang hijau lebat';
// Each test signs the same person in from two or three browsers (argon2 on purpose takes a while).
test.describe.configure({ timeout: 120_000 });

/** An administrator of this test's own, signed in on a browser of their own (`me`), and a way to sign them in from another. */
async function newAdmin(page: Page, browser: Browser) {
  const person = await provisionAdmin(page, 'Sari');
  const browse = async (password = person.password) => {
    const other = await (await browser.newContext()).newPage();
    await signIn(other, { email: person.email, password });
    return other;
  };
  return { ...person, browse, me: await browse() };
}

const dialog = (page: Page) => page.getByTestId('modal-form');

test('Ubah Password: wrong and weak passwords are refused on their fields; a new one ends my other sessions', async ({
  page,
  browser,
}) => {
  const { me, browse, password } = await newAdmin(page, browser);
  const elsewhere = await browse();

  await me.getByTestId('user-menu').getByRole('button').first().click();
  await me.getByRole('link', { name: 'Ubah Password' }).click();
  await expect(me).toHaveURL(/\/pages-profile-settings$/);
  await expect(me.getByRole('heading', { level: 1 })).toHaveText('Akun Saya');
  const form = dialog(me);
  await expect(form.getByRole('heading', { name: 'Ubah Password' })).toBeVisible();

  await form.getByLabel('Password saat ini').fill('bukan-password-saya');
  await form.getByLabel(/^Password baru/).fill(STRONG);
  await form.getByLabel('Ulangi password baru').fill(STRONG);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Password saat ini salah')).toBeVisible();

  await form.getByLabel('Password saat ini').fill(password);
  await form.getByLabel(/^Password baru/).fill('password123');
  await form.getByLabel('Ulangi password baru').fill('password123');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText(/^Password terlalu mudah ditebak\./)).toBeVisible();

  await form.getByLabel(/^Password baru/).fill(STRONG);
  await form.getByLabel('Ulangi password baru').fill(`${STRONG}!`);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Kedua password baru tidak sama')).toBeVisible();

  await form.getByLabel('Ulangi password baru').fill(STRONG);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(me, 'success', 'Password berhasil diubah. Sesi lain akun ini telah berakhir.');
  await expect(form).toBeHidden();

  // The other browser's session ended: its next page asks it to sign in again.
  await elsewhere.goto('/dashboard');
  await expect(elsewhere).toHaveURL(/\/login/);
  // This one goes on, and the new password signs in.
  await me.goto('/dashboard');
  await expect(me).toHaveURL(/\/dashboard$/);
  await (await browse(STRONG)).close();
});

test('my sessions: this device is marked; signing another out ends it; signing out everywhere ends mine too', async ({
  page,
  browser,
}) => {
  const { me, browse } = await newAdmin(page, browser);
  const phone = await browse();

  await me.goto('/pages-profile-settings');
  await expect(dialog(me)).toBeVisible();
  await me.keyboard.press('Escape');
  await expect(dialog(me)).toBeHidden();
  const sessions = me.getByTestId('account-sessions').locator('tbody tr');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('Perangkat ini');
  await expect(sessions.first()).toContainText(/^Chrome \d+ di \w+/);

  await sessions
    .nth(1)
    .getByRole('button', { name: /^Keluarkan sesi/ })
    .click();
  await me.getByRole('dialog').getByRole('button', { name: 'Keluar', exact: true }).click();
  await expectToast(me, 'success', 'Sesi berhasil dikeluarkan');
  await expect(sessions).toHaveCount(1);
  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(/\/login/);

  await me.getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
  await me.getByRole('dialog').getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
  await expect(me).toHaveURL(/\/login/);
  await me.goto('/dashboard');
  await expect(me).toHaveURL(/\/login/);
});

test("on a phone each of my sessions is a card, its sign-out button on the screen, not past the table's edge", async ({
  page,
  browser,
}) => {
  const { me, browse } = await newAdmin(page, browser);
  await browse();
  await me.setViewportSize({ width: 390, height: 844 });
  await me.goto('/pages-profile-settings');
  await expect(dialog(me)).toBeVisible();
  await me.keyboard.press('Escape');
  await expect(dialog(me)).toBeHidden();
  const signOut = me.getByTestId('account-sessions').getByRole('button', { name: /^Keluarkan sesi/ });
  await expect(signOut).toHaveCount(1);
  // Where it is drawn without scrolling the table sideways.
  const box = (await signOut.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('Edit Profil saves my name and language; the page follows the language at once', async ({ page, browser }) => {
  const { me } = await newAdmin(page, browser);

  await me.getByTestId('user-menu').getByRole('button').first().click();
  await me.getByRole('link', { name: 'Edit Profil' }).click();
  await expect(me).toHaveURL(/\/edit-profile$/);
  const form = dialog(me);
  await expect(form.getByLabel('Nama Depan')).toHaveValue('Sari');
  await expect(form.getByLabel('Status')).toHaveCount(0);
  await form.getByLabel('Nama Belakang').fill('Wulandari');
  await form.getByLabel('Bahasa').selectOption('en');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(me, 'success', 'Profil berhasil disimpan');
  await expect(me.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(me.locator('#main-content').getByText('Sari Wulandari')).toBeVisible();
  await expect(me.getByTestId('user-name')).toHaveText('Sari Wulandari');
});
