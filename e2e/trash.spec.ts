import { expect, test } from '@playwright/test';
import * as lists from './lists';

const stamp = (Date.now() % 1_000_000) + 13;
const phone = lists.phones(stamp);
const COLUMNS = [
  'Nama Sampah',
  'Tipe',
  'Harga Jual',
  'Harga Beli',
  'Stok',
  'Maksimum',
  'Kategori',
  'Status',
  'Pemilik',
  'Aksi',
];
const ownerName = `Pemilik Uji ${stamp}`;
let owner: { id: number; user_id: number; unique_code: string };
/** A valid item of the test's owner through the API, as the screen's own scripts send it. */
const itemBody = (trash_name: string, category: string) => ({
  trash_name,
  type: 'Non Organik',
  category,
  selling_price: 100,
  buying_price: 150,
  stock: 0,
  maximum: 10,
  unit: 'kg',
  status: 'active',
  collectorId: owner.id,
});

test.beforeEach(async ({ page }) => {
  await lists.openList(page, '/trash');
  owner ??= await lists.createCollector(page, ownerName, '32.73.02.1001', phone());
});

test('the waste item list shows prices per unit, stock and maximum with the unit, the category and the owner code', async ({
  page,
}) => {
  await lists.expectListHead(page, 'Data Sampah', COLUMNS);
  const first = lists.rows(page).first().locator('td');
  await expect(first.nth(2)).toHaveText(/^Rp [\d.]+(,\d{2})?\/(kg|pcs)$/);
  await expect(first.nth(4)).toHaveText(/^[\d.,]+ (kg|pcs)$/);
  await expect(first.nth(6)).toHaveText(
    /^(Sisa Makanan|Kayu\/Ranting|Kertas\/Karton|Plastik|Logam|Kain\/Tekstil|Karet\/Kulit|Kaca|Lainnya)$/,
  );
  await expect(first.nth(8)).toHaveText(/^BS[IU]-\d{7}$/);
});

test('create an item with exact prices, edit it, find it and delete it', async ({ page }) => {
  const name = `Tembaga Uji ${stamp}`;
  const form = await lists.openAdd(page, 'Tambah Sampah');
  await form.getByLabel('Nama Sampah').fill(name);
  await form.getByLabel('Tipe').selectOption({ label: 'Non Organik' });
  await form.getByLabel('Kategori').selectOption({ label: 'Logam' });
  await form.getByLabel('Harga Jual').fill('95000,5');
  await form.getByLabel('Harga Beli').fill('100.000,25');
  await form.getByLabel('Stok').fill('12,5');
  await form.getByLabel('Maksimum').fill('500');
  await form.getByLabel('Satuan').selectOption('kg');
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await lists.choose(form, 'Bank Sampah Induk', ownerName, `${ownerName} (BSI-${owner.unique_code})`);
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Sampah berhasil ditambahkan');
  await expect(lists.row(page, name).locator('td')).toHaveText([
    name,
    'Non Organik',
    'Rp 95.000,50/kg',
    'Rp 100.000,25/kg',
    '12,5 kg',
    '500 kg',
    'Logam',
    'Aktif',
    `BSI-${owner.unique_code}`,
    /Edit/,
  ]);

  const edit = await lists.openEdit(page, name, 'Edit Sampah');
  await expect(edit.getByLabel('Harga Jual')).toHaveValue('95.000,50');
  await expect(edit.getByLabel('Kategori')).toHaveValue('metal');
  await edit.getByLabel('Harga Jual').fill('0,1');
  await edit.getByLabel('Satuan').selectOption('pcs');
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Sampah berhasil diperbarui');
  await expect(lists.row(page, name).locator('td').nth(2)).toHaveText('Rp 0,10/pcs');

  await lists.search(page, `bsi-${owner.unique_code} tembaga`);
  await expect(lists.rows(page)).toHaveCount(1);
  await lists.confirmDelete(page, name);
  await lists.expectToast(page, 'success', 'Sampah berhasil dihapus');
  await expect(lists.rows(page)).toHaveText(['Tidak ada data']);
});

test('prices are checked: three decimals or a negative amount is refused with a clear message', async ({ page }) => {
  const form = await lists.openAdd(page, 'Tambah Sampah');
  await lists.fillAndLeave(form, 'Harga Jual', '12,345');
  await expect(form.getByText('Masukkan angka tidak negatif dengan paling banyak 2 angka desimal')).toBeVisible();
  await lists.fillAndLeave(form, 'Harga Beli', '-5');
  await expect(form.getByText('Masukkan angka tidak negatif dengan paling banyak 2 angka desimal')).toHaveCount(2);
  await lists.saveShowing(page, form, [
    'Nama Sampah kosong',
    'Tipe belum dipilih',
    'Kategori belum dipilih',
    'Maksimum kosong',
    'Satuan belum dipilih',
    'Status belum dipilih',
    'Bank Sampah Induk belum dipilih',
  ]);
});

test('an item used in transactions cannot be deleted: the red toast says to deactivate it', async ({ page }) => {
  await lists.search(page, 'Kardus');
  const first = lists.rows(page).first();
  const name = (await first.locator('td').first().textContent())!;
  await lists.confirmDelete(page, name, first);
  await lists.expectToast(page, 'error', /tidak dapat dihapus\. Ubah statusnya menjadi Tidak aktif sebagai gantinya\./);
  await expect(lists.dialog(page)).toBeVisible();
});

test('pages through 120 items of one owner', async ({ page }) => {
  test.setTimeout(120_000);
  await lists.pageThroughFound(page, 'trash', `Barang ${stamp}`, 120, (i) =>
    itemBody(`Barang ${stamp} ${i + 1}`, 'other'),
  );
});

test('the view bar filters by category: a chip, only that category, all of it, and the chip takes it away', async ({
  page,
}) => {
  const marker = `Kategori ${stamp}`;
  const created = await lists.createMany(page, 'trash', [
    itemBody(`${marker} Kaus`, 'textile'),
    itemBody(`${marker} Toples`, 'glass'),
    itemBody(`${marker} Kain Perca`, 'textile'),
  ]);
  try {
    await lists.search(page, marker);
    await expect(lists.rows(page)).toHaveCount(3);
    await page.getByTestId('view-filters').click();
    await page.locator('.list-view-panel select[name="category"]').selectOption({ label: 'Kain/Tekstil' });
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/category=textile/);
    await expect(page.getByTestId('chip-category')).toHaveText('Kategori: Kain/Tekstil ×');
    await expect(lists.rows(page)).toHaveCount(2);
    await expect(lists.rows(page).locator('td:nth-child(7)')).toHaveText(['Kain/Tekstil', 'Kain/Tekstil']);
    await expect(lists.row(page, 'Toples')).toHaveCount(0);

    // Without the search, the list counts every textile item the API holds, and only those.
    const textile = await lists.allPages<{ category: string }>(page, '/strict/trash', 'category=textile');
    expect(textile.length).toBeGreaterThanOrEqual(2);
    expect(textile.every((i) => i.category === 'textile')).toBe(true);
    await page.goto('/trash?category=textile');
    await expect(lists.range(page)).toContainText(`dari ${textile.length}`);
    await page.getByTestId('chip-category').click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByTestId('chip-category')).toHaveCount(0);
  } finally {
    await lists.deleteMany(
      page,
      'trash',
      created.map((c) => c.data.id),
    );
  }
});
