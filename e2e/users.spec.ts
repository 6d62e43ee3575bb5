import { expect, test } from '@playwright/test';
import { E2E } from './env';
import {
  confirmDelete,
  createMany,
  deleteMany,
  expectToast,
  list,
  openAdd,
  openEdit,
  openList,
  pageThrough,
  phones,
  row,
  rows,
  save,
  search,
} from './lists';

const stamp = (Date.now() % 1_000_000) + 41;
const phone = phones(stamp);

test.beforeEach(async ({ page }) => {
  await openList(page, '/user');
});

test('the user list shows the administrators with the SPEC columns', async ({ page }) => {
  await expect(page).toHaveTitle('Data User | Bank Sampah');
  await expect(list(page).locator('thead th')).toHaveText(['Nama Lengkap', 'Email', 'Nomor Ponsel', 'Status', 'Aksi']);
  await expect(row(page, E2E.adminEmail)).toContainText('Admin Bank Sampah');
});

test('a new administrator made through the modal can sign in; edit, search and delete them', async ({
  page,
  browser,
}) => {
  const email = `rina.${stamp}@banksampah.test`;
  const form = await openAdd(page, 'Tambah User');
  await form.getByLabel('Nama Depan').fill('Rina');
  await form.getByLabel('Nama Belakang').fill(`Uji ${stamp}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await form.getByLabel('Password').fill('Rahasia-Rina-1');
  await save(page);
  await expectToast(page, 'success', 'User berhasil ditambahkan');
  const name = `Rina Uji ${stamp}`;
  await expect(row(page, name).locator('td').nth(1)).toHaveText(email);

  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto('/login');
  await theirs.getByLabel('Email').fill(email);
  await theirs.getByLabel('Password', { exact: true }).fill('Rahasia-Rina-1');
  await theirs.getByRole('button', { name: 'Masuk' }).click();
  await expect(theirs).toHaveURL(/\/dashboard$/);
  await expect(theirs.getByTestId('user-name')).toHaveText(name);
  await other.close();

  const edit = await openEdit(page, name, 'Edit User');
  await expect(edit.getByLabel('Password')).toHaveValue('');
  await expect(edit.getByText('Kosongkan jika password tidak diubah.')).toBeVisible();
  await edit.getByLabel('Nama Depan').fill('Rini');
  await save(page);
  await expectToast(page, 'success', 'User berhasil diperbarui');

  await search(page, `RINI uji ${stamp}`);
  await expect(rows(page)).toHaveCount(1);
  await confirmDelete(page, `Rini Uji ${stamp}`);
  await expectToast(page, 'success', 'User berhasil dihapus');
  await expect(rows(page)).toHaveText(['Tidak ada data']);
});

test('your own account offers Edit but no Hapus; the API still refuses deleting yourself', async ({ page }) => {
  const [other] = await createMany(page, 'user', [
    {
      first_name: 'Rekan',
      last_name: `Admin ${stamp}`,
      phone_number: phone(),
      status: 'active',
      password: 'Rahasia-Uji-1',
    },
  ]);
  await page.goto(`/user?search=${encodeURIComponent(E2E.adminEmail)}`);
  const mine = row(page, E2E.adminEmail);
  await expect(mine.getByRole('button', { name: 'Edit Admin Bank Sampah', exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Hapus/ })).toHaveCount(0);
  // Other administrators' rows keep their Hapus.
  await page.goto(`/user?search=${encodeURIComponent(`Rekan Admin ${stamp}`)}`);
  await expect(
    row(page, `Rekan Admin ${stamp}`).getByRole('button', { name: `Hapus Rekan Admin ${stamp}`, exact: true }),
  ).toBeVisible();
  await deleteMany(page, 'user', [other!.data.id]);
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

test('a password is required for a new administrator, at least 8 characters', async ({ page }) => {
  const form = await openAdd(page, 'Tambah User');
  await save(page);
  await expect(form.getByText('Password kosong')).toBeVisible();
  await form.getByLabel('Password').fill('pendek');
  await form.getByLabel('Password').blur();
  await expect(form.getByText('Password minimal 8 karakter')).toBeVisible();
});

test('pages through 120 administrators found by one search', async ({ page }) => {
  test.setTimeout(180_000);
  const created = await createMany(
    page,
    'user',
    Array.from({ length: 120 }, (_, i) => ({
      first_name: `Petugas${stamp}`,
      last_name: String(i + 1),
      phone_number: phone(),
      status: 'active',
      password: 'Rahasia-Uji-1',
    })),
  );
  try {
    await search(page, `petugas${stamp}`);
    await pageThrough(page, 120);
  } finally {
    await deleteMany(
      page,
      'user',
      created.map((c) => c.data.id),
    );
  }
});
