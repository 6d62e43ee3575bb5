import { expect, test } from '@playwright/test';
import * as lists from './lists';

const stamp = (Date.now() % 1_000_000) + 7;
const phone = lists.phones(stamp);
const COLUMNS = ['Kode', 'Nama Bank Sampah', 'Bank Sampah Induk', ...lists.PLACE_COLUMNS, 'Maps', 'Status', 'Aksi'];
const parentName = `Induk Uji ${stamp}`;
let parent: { id: number; user_id: number; unique_code: string };

test.beforeEach(async ({ page }) => {
  await lists.openList(page, '/bsu');
  parent ??= await lists.createCollector(page, parentName, '32.73.01.1002', phone());
});

test('the unit bank list shows the SPEC columns with the parent bank', async ({ page }) => {
  await lists.expectListHead(page, 'Data Bank Sampah Unit', COLUMNS);
  await expect(lists.rows(page).first().locator('td').first()).toHaveText(/^BSU-\d{7}$/);
});

test('create a unit under a parent found by typing more than three letters, edit, find and delete it', async ({
  page,
}) => {
  const name = `BSU Uji ${stamp}`;
  const form = await lists.openAdd(page, 'Tambah Bank Sampah Unit');
  const parentBox = form.getByRole('combobox', { name: 'Bank Sampah Induk' });
  await parentBox.click();
  await parentBox.fill('Ind');
  await expect(form.getByText('Ketik lebih dari 3 huruf untuk mencari').last()).toBeVisible();
  await expect(form.getByRole('listbox').getByRole('option')).toHaveCount(0);
  await lists.choose(form, 'Bank Sampah Induk', parentName, `${parentName} (BSI-${parent.unique_code})`);
  await form.getByLabel('Nama Bank Sampah').fill(name);
  await form.getByLabel('Alamat').fill('Jl. Unit No. 2');
  await lists.chooseBandungVillage(form);
  await form.getByLabel('Nama Depan').fill('Euis');
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Bank Sampah Unit berhasil ditambahkan');
  const created = lists.row(page, name);
  await expect(created.locator('td').nth(2)).toHaveText(parentName);
  await expect(created.locator('td').nth(7)).toHaveText('Sukarasa');

  const edit = await lists.openEdit(page, name, 'Edit Bank Sampah Unit');
  await expect(edit.getByRole('combobox', { name: 'Bank Sampah Induk' })).toHaveValue(
    `${parentName} (BSI-${parent.unique_code})`,
  );
  await edit.getByLabel('Alamat').fill('Jl. Unit No. 3');
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Bank Sampah Unit berhasil diperbarui');
  await expect(lists.row(page, name)).toContainText('Jl. Unit No. 3');

  // The header's parent selector shows only that parent's units.
  await page.getByTestId('collector-filter').focus();
  await lists.choose(
    page.getByTestId('list'),
    'Saring menurut Bank Sampah Induk',
    parentName,
    `${parentName} (BSI-${parent.unique_code})`,
  );
  await expect(page).toHaveURL(new RegExp(`collectorId=${parent.id}`));
  await expect(lists.rows(page)).toHaveCount(1);
  await expect(lists.range(page)).toHaveText('1-1 dari 1');
  // Tampilkan semua from the keyboard: it goes with the filter, and the focus stays in the
  // filter's box (its list closed) instead of falling to the page.
  await page.getByRole('button', { name: 'Tampilkan semua' }).press('Enter');
  await expect(page).not.toHaveURL(/collectorId/);
  await expect(page.getByRole('button', { name: 'Tampilkan semua' })).toHaveCount(0);
  const filterBox = page.getByRole('combobox', { name: 'Saring menurut Bank Sampah Induk', exact: true });
  await expect(filterBox).toBeFocused();
  await expect(filterBox).toHaveAttribute('aria-expanded', 'false');

  await lists.search(page, `bsu uji ${stamp}`);
  await expect(lists.rows(page)).toHaveCount(1);
  await lists.confirmDelete(page, name);
  await lists.expectToast(page, 'success', 'Bank Sampah Unit berhasil dihapus');
  await expect(lists.rows(page)).toHaveText(['Tidak ada data']);
});

test('a parent bank that still has units cannot be deleted: the red toast says why', async ({ page }) => {
  const [unit] = await lists.createMany(page, 'bsu', [
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
  await lists.search(page, parentName);
  await lists.confirmDelete(page, parentName);
  await lists.expectToast(
    page,
    'error',
    `${parentName} masih membawahi 1 Bank Sampah Unit, sehingga tidak dapat dihapus. Pindahkan atau hapus unitnya terlebih dahulu.`,
  );
  await expect(lists.dialog(page)).toBeVisible();
  await expect(lists.row(page, parentName)).toHaveCount(1);
  await lists.deleteMany(page, 'bsu', [unit!.data.user_id!]);
});

test('validation asks for the parent bank', async ({ page }) => {
  const form = await lists.openAdd(page, 'Tambah Bank Sampah Unit');
  await lists.save(page);
  await expect(form.getByText('Bank Sampah Induk belum dipilih')).toBeVisible();
  await expect(form.getByText('Nama Bank Sampah kosong')).toBeVisible();
});

test('pages through 130 unit banks of one parent', async ({ page }) => {
  test.setTimeout(120_000);
  await lists.withMany(
    page,
    'bsu',
    130,
    (i) => ({
      first_name: 'Uji',
      phone_number: phone(),
      status: 'active',
      trash_bank_name: `Unit Halaman ${stamp} ${i + 1}`,
      address: 'Jl. Uji',
      villageId: '32.73.01.1004',
      collectorId: parent.id,
    }),
    async () => {
      await page.goto(`/bsu?collectorId=${parent.id}`);
      await lists.pageThrough(page, 130);
      await expect(page).toHaveURL(new RegExp(`collectorId=${parent.id}`));
    },
  );
});
