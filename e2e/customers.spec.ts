import { expect, test } from '@playwright/test';
import * as lists from './lists';

const stamp = (Date.now() % 1_000_000) + 29;
const phone = lists.phones(stamp);
const COLUMNS = ['Nama Lengkap', 'NIK', 'Jenis Kelamin', ...lists.PLACE_COLUMNS, 'Status', 'Aksi'];
const nik = (n: number) => `3273${String(stamp).padStart(6, '0')}${String(n).padStart(6, '0')}`;

test.beforeEach(async ({ page }) => {
  await lists.openList(page, '/customer');
});

test('the customer list shows full name, NIK, gender, address and region names', async ({ page }) => {
  await lists.expectListHead(page, 'Data Nasabah', COLUMNS);
  await expect(lists.rows(page).first().locator('td').nth(1)).toHaveText(/^\d{16}$/);
  await expect(lists.rows(page).first().locator('td').nth(2)).toHaveText(/^(Laki-laki|Perempuan)$/);
});

test('create a customer in a real village, edit, find by NIK and name, and delete', async ({ page }) => {
  const form = await lists.openAdd(page, 'Tambah Nasabah');
  await form.getByLabel('Nama Depan').fill('Siti');
  await form.getByLabel('Nama Belakang').fill(`Uji${stamp}`);
  await form.getByLabel('Email').fill(`Siti.${stamp}@Contoh.ID`);
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await form.getByLabel('NIK').fill(nik(1));
  await form.getByLabel('Jenis Kelamin').selectOption({ label: 'Perempuan' });
  await form.getByLabel('Alamat').fill('Jl. Gegerkalong Hilir 5');
  await form.getByLabel('Kode Pos').fill('40153');
  await lists.chooseBandungVillage(form);
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Nasabah berhasil ditambahkan');
  const name = `Siti Uji${stamp}`;
  await expect(lists.row(page, name).locator('td')).toHaveText([
    name,
    nik(1),
    'Perempuan',
    'Jl. Gegerkalong Hilir 5',
    'Jawa Barat',
    'Kota Bandung',
    'Sukasari',
    'Sukarasa',
    'Aktif',
    /Edit/,
  ]);

  const edit = await lists.openEdit(page, name, 'Edit Nasabah');
  await expect(edit.getByLabel('Email')).toHaveValue(`siti.${stamp}@contoh.id`);
  await expect(edit.getByRole('combobox', { name: 'Kecamatan' })).toHaveValue('Sukasari');
  // A new parent region clears the levels below it.
  await edit.getByRole('combobox', { name: 'Kecamatan' }).click();
  await edit.getByRole('combobox', { name: 'Kecamatan' }).fill('Coblong');
  await edit.getByRole('option', { name: 'Coblong', exact: true }).click();
  await expect(edit.getByRole('combobox', { name: 'Kelurahan/Desa' })).toHaveValue('');
  await lists.save(page);
  await expect(edit.getByText('Kelurahan/Desa belum dipilih')).toBeVisible();
  await edit.getByRole('combobox', { name: 'Kelurahan/Desa' }).click();
  await edit.getByRole('option', { name: 'Cipaganti' }).click();
  await edit.getByLabel('Nama Depan').fill('Sitti');
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Nasabah berhasil diperbarui');
  const renamed = `Sitti Uji${stamp}`;
  await expect(lists.row(page, renamed)).toContainText('Coblong');
  await expect(lists.row(page, renamed)).toContainText('Cipaganti');

  await lists.search(page, nik(1));
  await expect(lists.rows(page)).toHaveCount(1);
  await lists.search(page, `sitti cipaganti uji${stamp}`);
  await expect(lists.rows(page)).toHaveCount(1);
  await lists.search(page, `siti uji${stamp} sukarasa`);
  await expect(lists.rows(page)).toHaveText(['Tidak ada data']);

  await lists.search(page, nik(1));
  await lists.confirmDelete(page, renamed);
  await lists.expectToast(page, 'success', 'Nasabah berhasil dihapus');
  await expect(lists.rows(page)).toHaveText(['Tidak ada data']);
});

test('NIK must be 16 digits and is asked for by name', async ({ page }) => {
  const form = await lists.openAdd(page, 'Tambah Nasabah');
  await form.getByLabel('NIK').focus();
  await form.getByLabel('Alamat').focus();
  await expect(form.getByText('NIK kosong')).toBeVisible();
  await lists.fillAndLeave(form, 'NIK', '12345');
  await expect(form.getByText('NIK harus 16 angka')).toBeVisible();
  await lists.saveShowing(page, form, [
    'Nama Depan kosong',
    'Nomor Ponsel kosong',
    'Alamat kosong',
    'Jenis kelamin belum dipilih',
    'Kelurahan/Desa belum dipilih',
  ]);
});

test("a NIK already registered gets the server's message in a red toast and on the field", async ({ page }) => {
  const existing = (await lists.rows(page).first().locator('td').nth(1).textContent())!;
  const form = await lists.openAdd(page, 'Tambah Nasabah');
  await form.getByLabel('Nama Depan').fill('Ganda');
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await form.getByLabel('NIK').fill(existing);
  await form.getByLabel('Jenis Kelamin').selectOption({ label: 'Laki-laki' });
  await form.getByLabel('Alamat').fill('Jl. Ganda');
  await lists.chooseBandungVillage(form);
  await lists.save(page);
  const message = `NIK ${existing} sudah terdaftar untuk nasabah lain`;
  await lists.expectToast(page, 'error', message);
  await expect(lists.dialog(page)).toBeVisible();
  await expect(form.locator('#nik-error')).toHaveText(message);
});

test('pages through 125 customers found by one search', async ({ page }) => {
  test.setTimeout(120_000);
  await lists.pageThroughFound(page, 'customer', `halaman${stamp}`, 125, (i) => ({
    first_name: `Halaman${stamp}`,
    last_name: `Nomor ${i + 1}`,
    phone_number: phone(),
    status: 'active',
    nik: nik(100 + i),
    address: 'Jl. Uji',
    gender: i % 2 ? 'Laki-laki' : 'Perempuan',
    villageId: '32.73.01.1001',
  }));
});
