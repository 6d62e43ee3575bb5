import { expect, test } from '@playwright/test';
import { E2E } from './env';
import * as lists from './lists';

const stamp = (Date.now() % 1_000_000) + 41;
const phone = lists.phones(stamp);
const COLUMNS = ['Nama Lengkap', 'Email', 'Nomor Ponsel', 'Status', 'Aksi'];

test.beforeEach(async ({ page }) => {
  await lists.openList(page, '/user');
});

test('the user list shows the administrators with the SPEC columns', async ({ page }) => {
  await lists.expectListHead(page, 'Data User', COLUMNS);
  await expect(lists.row(page, E2E.adminEmail)).toContainText('Admin Bank Sampah');
});

test('a new administrator made through the modal is invited, sets their own password and signs in; edit, search and delete them', async ({
  page,
  browser,
}) => {
  // A second browser signs the new administrator in (argon2 takes a while on purpose).
  test.setTimeout(120_000);
  const email = `rina.${stamp}@banksampah.test`;
  const form = await lists.openAdd(page, 'Tambah User');
  await expect(form.getByLabel('Password')).toHaveCount(0);
  await form.getByLabel('Nama Depan').fill('Rina');
  await form.getByLabel('Nama Belakang').fill(`Uji ${stamp}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await lists.save(page);
  await lists.expectToast(page, 'success', 'User berhasil ditambahkan');
  const name = `Rina Uji ${stamp}`;
  // The invitation is shown at once, to pass on: nobody but Rina ever knows her password.
  const invitation = page.getByRole('dialog', { name: `Undangan untuk ${name}` });
  await expect(invitation.getByText(/^Berlaku sampai .+, sekali pakai\.$/)).toBeVisible();
  const link = await invitation.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/set-password\/[A-Za-z0-9_-]{43}$/);
  await expect(invitation.getByRole('link', { name: 'Kirim lewat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/62\d+\?text=Halo%20Rina/,
  );
  await invitation.getByRole('button', { name: 'Tutup' }).first().click();
  await expect(lists.row(page, name).locator('td').nth(1)).toHaveText(email);
  await expect(lists.row(page, name)).toContainText('Undangan menunggu');

  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Selamat datang, Rina!' })).toBeVisible();
  await theirs.getByLabel('Password baru', { exact: true }).fill('kebun pisang hijau lebat');
  await theirs.getByLabel('Ulangi password baru').fill('kebun pisang hijau lebat');
  await theirs.getByRole('button', { name: 'Simpan password' }).click();
  await expect(theirs.getByTestId('action-form-answer')).toHaveText(
    'Password tersimpan. Silakan masuk dengan email dan password baru anda.',
  );
  await theirs.getByRole('link', { name: 'Masuk' }).click();
  await theirs.getByLabel('Email').fill(email);
  await theirs.getByLabel('Password', { exact: true }).fill('kebun pisang hijau lebat');
  await theirs.getByRole('button', { name: 'Masuk' }).click();
  await expect(theirs).toHaveURL(/\/dashboard$/);
  await expect(theirs.getByTestId('user-name')).toHaveText(name);
  // The link worked once.
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Link tidak berlaku' })).toBeVisible();
  await other.close();
  await page.reload();
  await expect(lists.row(page, name)).not.toContainText('Undangan menunggu');

  const edit = await lists.openEdit(page, name, 'Edit User');
  await expect(edit.getByLabel('Password')).toHaveCount(0);
  await edit.getByLabel('Nama Depan').fill('Rini');
  await lists.save(page);
  await lists.expectToast(page, 'success', 'User berhasil diperbarui');

  await lists.search(page, `RINI uji ${stamp}`);
  await expect(lists.rows(page)).toHaveCount(1);
  await lists.confirmDelete(page, `Rini Uji ${stamp}`);
  await lists.expectToast(page, 'success', 'User berhasil dihapus');
  await expect(lists.rows(page)).toHaveText(['Tidak ada data']);
});

test('your own account offers Edit but no Hapus; the API still refuses deleting yourself', async ({ page }) => {
  const [other] = await lists.createMany(page, 'user', [
    {
      first_name: 'Rekan',
      last_name: `Admin ${stamp}`,
      phone_number: phone(),
      status: 'active',
      password: 'Rahasia-Uji-1',
    },
  ]);
  await page.goto(`/user?search=${encodeURIComponent(E2E.adminEmail)}`);
  const mine = lists.row(page, E2E.adminEmail);
  await expect(mine.getByRole('button', { name: 'Edit Admin Bank Sampah', exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Hapus/ })).toHaveCount(0);
  // Other administrators' rows keep their Hapus.
  await page.goto(`/user?search=${encodeURIComponent(`Rekan Admin ${stamp}`)}`);
  await expect(
    lists.row(page, `Rekan Admin ${stamp}`).getByRole('button', { name: `Hapus Rekan Admin ${stamp}`, exact: true }),
  ).toBeVisible();
  await lists.deleteMany(page, 'user', [other!.data.id]);
  const found = await page.evaluate(
    async () =>
      (await (
        await fetch('/strict/user?search=admin%40banksampah.test', {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).json()) as { items: { id: number; email: string }[] },
  );
  const id = found.items.find((u) => u.email === 'admin@banksampah.test')!.id;
  const refused = await page.evaluate(
    async (userId) =>
      (
        await fetch('/strict/user', {
          method: 'DELETE',
          headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
          body: JSON.stringify({ id: [userId] }),
        })
      ).json(),
    id,
  );
  expect(refused).toEqual({ message: 'Anda tidak dapat menghapus akun anda sendiri' });
});

test('Cabut link ends a waiting invitation: the link no longer opens the password form', async ({ page, browser }) => {
  const name = `Tono Cabut ${stamp}`;
  const form = await lists.openAdd(page, 'Tambah User');
  await form.getByLabel('Nama Depan').fill('Tono');
  await form.getByLabel('Nama Belakang').fill(`Cabut ${stamp}`);
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await lists.save(page);
  const invitation = page.getByRole('dialog', { name: `Undangan untuk ${name}` });
  const link = await invitation.getByLabel('Link').inputValue();
  await invitation.getByRole('button', { name: 'Tutup' }).first().click();
  await lists
    .row(page, name)
    .getByRole('button', { name: `Cabut link: ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cabut link' }).click();
  await lists.expectToast(page, 'success', 'Link dicabut');
  await expect(lists.row(page, name)).toContainText('Belum punya password');
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Link tidak berlaku' })).toBeVisible();
  await expect(theirs.getByLabel('Password baru', { exact: true })).toHaveCount(0);
  await theirs.context().close();
});

test('pages through 120 administrators found by one search', async ({ page }) => {
  test.setTimeout(180_000);
  await lists.pageThroughFound(page, 'user', `petugas${stamp}`, 120, (i) => ({
    first_name: `Petugas${stamp}`,
    last_name: String(i + 1),
    phone_number: phone(),
    status: 'active',
  }));
});
