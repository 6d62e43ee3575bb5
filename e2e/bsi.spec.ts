import { expect, test } from '@playwright/test';
import * as lists from './lists';

const stamp = Date.now() % 1_000_000;
const phone = lists.phones(stamp);
const COLUMNS = ['Kode', 'Nama Bank Sampah', ...lists.PLACE_COLUMNS, 'Maps', 'Status', 'Aksi'];

test.beforeEach(async ({ page }) => {
  await lists.openList(page, '/bsi');
});

test('the parent bank list shows the SPEC columns, its title and its rows', async ({ page }) => {
  await lists.expectListHead(page, 'Data Bank Sampah Induk', COLUMNS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Bank Sampah Induk');
  await expect(lists.rows(page).first().locator('td').first()).toHaveText(/^BSI-\d{7}$/);
  await expect(lists.range(page)).toHaveText(/^1-\d+ dari \d+$/);
});

test('create through the modal with a real village, edit it, find it and delete it', async ({ page }) => {
  const name = `BSI Uji ${stamp}`;
  const form = await lists.openAdd(page, 'Tambah Bank Sampah Induk');
  await form.getByLabel('Nama Bank Sampah').fill(name);
  await form.getByLabel('Alamat').fill('Jl. Setiabudi No. 1');
  await form.getByLabel('Koordinat Peta').fill('-6.8780, 107.5960');
  await lists.chooseBandungVillage(form);
  await form.getByLabel('Nama Depan').fill('Asep');
  await form.getByLabel('Nama Belakang').fill('Sunandar');
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Bank Sampah Induk berhasil ditambahkan');
  await expect(lists.dialog(page)).toBeHidden();

  const created = lists.row(page, name);
  await expect(created.locator('td')).toHaveText([
    /^BSI-3273\d{3}$/,
    name,
    'Jl. Setiabudi No. 1',
    'Jawa Barat',
    'Kota Bandung',
    'Sukasari',
    'Sukarasa',
    'Lihat',
    'Aktif',
    /Edit/,
  ]);
  await expect(created.getByRole('link', { name: /Lihat lokasi/ })).toHaveAttribute(
    'href',
    /query=-6\.8780%2C107\.5960/,
  );
  const code = (await created.locator('td').first().textContent())!;

  const edit = await lists.openEdit(page, name, 'Edit Bank Sampah Induk');
  await expect(edit.getByLabel('Nama Bank Sampah')).toHaveValue(name);
  await expect(edit.getByRole('combobox', { name: 'Provinsi' })).toHaveValue('Jawa Barat');
  await expect(edit.getByRole('combobox', { name: 'Kelurahan/Desa' })).toHaveValue('Sukarasa');
  // The lower levels' choices are already there for a change of mind.
  await edit.getByRole('combobox', { name: 'Kelurahan/Desa' }).click();
  await expect(edit.getByRole('option', { name: 'Gegerkalong' })).toBeVisible();
  await edit.getByRole('option', { name: 'Gegerkalong' }).click();
  await edit.getByLabel('Nama Bank Sampah').fill(`${name} Baru`);
  await edit.getByLabel('Status').selectOption({ label: 'Tidak aktif' });
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Bank Sampah Induk berhasil diperbarui');
  const edited = lists.row(page, `${name} Baru`);
  await expect(edited).toContainText('Gegerkalong');
  await expect(edited).toContainText('Tidak aktif');
  await expect(edited.locator('td').first()).toHaveText(code);

  await lists.search(page, `uji ${stamp} BARU`);
  await expect(lists.rows(page)).toHaveCount(1);
  await expect(lists.range(page)).toHaveText('1-1 dari 1');
  await lists.search(page, code.replace('BSI-', ''));
  await expect(lists.rows(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Cari data' })).toHaveValue(code.replace('BSI-', ''));
  await expect(lists.rows(page)).toHaveCount(1);

  await lists.confirmDelete(page, `${name} Baru`);
  await lists.expectToast(page, 'success', 'Bank Sampah Induk berhasil dihapus');
  await expect(lists.rows(page)).toHaveText(['Tidak ada data']);
  await expect(lists.range(page)).toHaveText('0-0 dari 0');
});

test('validation messages appear after a field is touched, and on Simpan for all of them', async ({ page }) => {
  const form = await lists.openAdd(page, 'Tambah Bank Sampah Induk');
  await expect(form.getByText('Nama Bank Sampah kosong')).toHaveCount(0);
  await form.getByLabel('Nama Bank Sampah').focus();
  await form.getByLabel('Alamat').focus();
  await expect(form.getByText('Nama Bank Sampah kosong')).toBeVisible();
  await expect(form.getByText('Alamat kosong')).toHaveCount(0);
  await lists.fillAndLeave(form, 'Nomor Ponsel', '12345');
  await expect(form.getByText('Nomor ponsel tidak valid (contoh: 081234567890)')).toBeVisible();
  await lists.saveShowing(page, form, [
    'Nama Bank Sampah kosong',
    'Alamat kosong',
    'Nama Depan kosong',
    'Status belum dipilih',
    'Kelurahan/Desa belum dipilih',
  ]);
  await expect(form.getByLabel('Nama Bank Sampah')).toHaveAttribute('aria-invalid', 'true');
  await lists.fillAndLeave(form, 'Email', 'bukan-email');
  await expect(form.getByText('Format email tidak valid')).toBeVisible();
});

test("a taken phone number gets the server's message in a red toast and on its field", async ({ page }) => {
  const form = await lists.openAdd(page, 'Tambah Bank Sampah Induk');
  await form.getByLabel('Nama Bank Sampah').fill(`BSI Bentrok ${stamp}`);
  await form.getByLabel('Alamat').fill('Jl. Bentrok');
  await lists.chooseBandungVillage(form);
  await form.getByLabel('Nama Depan').fill('Bentrok');
  // The administrator's own number.
  await form.getByLabel('Nomor Ponsel').fill('0812-0000-0000');
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await lists.save(page);
  const message = 'Nomor ponsel 081200000000 sudah dipakai oleh pengguna lain';
  await lists.expectToast(page, 'error', message);
  await expect(lists.dialog(page)).toBeVisible();
  await expect(form.locator('#phone_number-error')).toHaveText(message);
});

test('pages through 125 parent banks found by one search, and keeps the page on reload', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `Halaman${stamp}`;
  await lists.pageThroughFound(page, 'collector', tag, 125, (i) => ({
    first_name: 'Uji',
    phone_number: phone(),
    status: 'active',
    trash_bank_name: `${tag} ${i + 1}`,
    address: 'Jl. Uji',
    villageId: '32.73.01.1001',
  }));
});
