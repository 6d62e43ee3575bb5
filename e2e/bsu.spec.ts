import { expect, test } from '@playwright/test';
import {
  choose,
  chooseBandungVillage,
  confirmDelete,
  createCollector,
  createMany,
  deleteMany,
  dialog,
  expectToast,
  list,
  openAdd,
  openEdit,
  openList,
  pageThrough,
  phones,
  range,
  row,
  rows,
  save,
  search,
} from './lists';

const stamp = (Date.now() % 1_000_000) + 7;
const phone = phones(stamp);
const parentName = `Induk Uji ${stamp}`;
let parent: { id: number; user_id: number; unique_code: string };

test.beforeEach(async ({ page }) => {
  await openList(page, '/bsu');
  parent ??= await createCollector(page, parentName, '32.73.01.1002', phone());
});

test('the unit bank list shows the SPEC columns with the parent bank', async ({ page }) => {
  await expect(page).toHaveTitle('Data Bank Sampah Unit | Bank Sampah');
  await expect(list(page).locator('thead th')).toHaveText([
    'Kode',
    'Nama Bank Sampah',
    'Bank Sampah Induk',
    'Alamat',
    'Provinsi',
    'Kabupaten/Kota',
    'Kecamatan',
    'Kelurahan/Desa',
    'Maps',
    'Status',
    'Aksi',
  ]);
  await expect(rows(page).first().locator('td').first()).toHaveText(/^BSU-\d{7}$/);
});

test('create a unit under a parent found by typing more than three letters, edit, find and delete it', async ({
  page,
}) => {
  const name = `BSU Uji ${stamp}`;
  const form = await openAdd(page, 'Tambah Bank Sampah Unit');
  const parentBox = form.getByRole('combobox', { name: 'Bank Sampah Induk' });
  await parentBox.click();
  await parentBox.fill('Ind');
  await expect(form.getByText('Ketik lebih dari 3 huruf untuk mencari').last()).toBeVisible();
  await expect(form.getByRole('listbox').getByRole('option')).toHaveCount(0);
  await choose(form, 'Bank Sampah Induk', parentName, `${parentName} (BSI-${parent.unique_code})`);
  await form.getByLabel('Nama Bank Sampah').fill(name);
  await form.getByLabel('Alamat').fill('Jl. Unit No. 2');
  await chooseBandungVillage(form);
  await form.getByLabel('Nama Depan').fill('Euis');
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await save(page);
  await expectToast(page, 'success', 'Bank Sampah Unit berhasil ditambahkan');
  const created = row(page, name);
  await expect(created.locator('td').nth(2)).toHaveText(parentName);
  await expect(created.locator('td').nth(7)).toHaveText('Sukarasa');

  const edit = await openEdit(page, name, 'Edit Bank Sampah Unit');
  await expect(edit.getByRole('combobox', { name: 'Bank Sampah Induk' })).toHaveValue(
    `${parentName} (BSI-${parent.unique_code})`,
  );
  await edit.getByLabel('Alamat').fill('Jl. Unit No. 3');
  await save(page);
  await expectToast(page, 'success', 'Bank Sampah Unit berhasil diperbarui');
  await expect(row(page, name)).toContainText('Jl. Unit No. 3');

  // The header's parent selector shows only that parent's units.
  await page.getByTestId('collector-filter').focus();
  await choose(
    page.getByTestId('list'),
    'Saring menurut Bank Sampah Induk',
    parentName,
    `${parentName} (BSI-${parent.unique_code})`,
  );
  await expect(page).toHaveURL(new RegExp(`collectorId=${parent.id}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(range(page)).toHaveText('1-1 dari 1');
  await page.getByRole('button', { name: 'Tampilkan semua' }).click();
  await expect(page).not.toHaveURL(/collectorId/);

  await search(page, `bsu uji ${stamp}`);
  await expect(rows(page)).toHaveCount(1);
  await confirmDelete(page, name);
  await expectToast(page, 'success', 'Bank Sampah Unit berhasil dihapus');
  await expect(rows(page)).toHaveText(['Tidak ada data']);
});

test('a parent bank that still has units cannot be deleted: the red toast says why', async ({ page }) => {
  const [unit] = await createMany(page, 'bsu', [
    {
      first_name: 'Unit',
      phone_number: phone(),
      status: 'active',
      trash_bank_name: `Anak ${stamp}`,
      address: 'Jl. Anak',
      villageId: '32.73.01.1003',
      collectorId: parent.id,
    },
  ]);
  await page.goto('/bsi');
  await search(page, parentName);
  await confirmDelete(page, parentName);
  await expectToast(
    page,
    'error',
    `${parentName} masih membawahi 1 Bank Sampah Unit, sehingga tidak dapat dihapus. Pindahkan atau hapus unitnya terlebih dahulu.`,
  );
  await expect(dialog(page)).toBeVisible();
  await expect(row(page, parentName)).toHaveCount(1);
  await deleteMany(page, 'bsu', [unit!.data.user_id!]);
});

test('validation asks for the parent bank', async ({ page }) => {
  const form = await openAdd(page, 'Tambah Bank Sampah Unit');
  await save(page);
  await expect(form.getByText('Bank Sampah Induk belum dipilih')).toBeVisible();
  await expect(form.getByText('Nama Bank Sampah kosong')).toBeVisible();
});

test('pages through 130 unit banks of one parent', async ({ page }) => {
  test.setTimeout(120_000);
  const created = await createMany(
    page,
    'bsu',
    Array.from({ length: 130 }, (_, i) => ({
      first_name: 'Uji',
      phone_number: phone(),
      status: 'active',
      trash_bank_name: `Unit Halaman ${stamp} ${i + 1}`,
      address: 'Jl. Uji',
      villageId: '32.73.01.1004',
      collectorId: parent.id,
    })),
  );
  try {
    await page.goto(`/bsu?collectorId=${parent.id}`);
    await pageThrough(page, 130);
    await expect(page).toHaveURL(new RegExp(`collectorId=${parent.id}`));
  } finally {
    await deleteMany(
      page,
      'bsu',
      created.map((c) => c.data.user_id!),
    );
  }
});
