// Issue 14, items 2 and 13: a form reads and writes numbers the way the list prints them in
// the UI's language; an ambiguous entry is refused, never guessed; a too-large one says so.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';
import * as lists from './lists';
import { setLanguageCookie } from './shell-helpers';

const stamp = (Date.now() % 1_000_000) + 29;
const phone = lists.phones(stamp);
const ownerName = `Pemilik Angka ${stamp}`;
let owner: { id: number; unique_code: string };
const cleanup: number[] = [];

test.beforeEach(async ({ page }) => {
  await lists.openList(page, '/trash');
  owner ??= await lists.createCollector(page, ownerName, '32.73.02.1001', phone());
});

test.afterAll(async ({ browser }) => {
  if (!cleanup.length) return;
  const page = await browser.newPage();
  await signIn(page);
  await lists.deleteMany(page, 'trash', cleanup);
  await page.close();
});

/** Everything but the numbers, filled in so that only the numbers decide. */
/** The four amounts of the form, typed as given (selling and buying price, stock, maximum). */
const AMOUNTS = ['Harga Jual', 'Harga Beli', 'Stok', 'Maksimum'] as const;

/** Fills a new item named `name` of the test's owner, typing `amounts` in the order of AMOUNTS. */
async function fillItem(form: Locator, name: string, amounts: [string, string, string, string]) {
  await form.getByLabel('Nama Sampah').fill(name);
  await form.getByLabel('Tipe').selectOption({ label: 'Non Organik' });
  await form.getByLabel('Kategori').selectOption({ label: 'Logam' });
  await form.getByLabel('Satuan').selectOption('kg');
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await lists.choose(form, 'Bank Sampah Induk', ownerName, `${ownerName} (BSI-${owner.unique_code})`);
  for (const [i, label] of AMOUNTS.entries()) await form.getByLabel(label).fill(amounts[i]!);
}

const cells = (page: Page, name: string) => lists.row(page, name).locator('td');

test('typing 1.000 in Stok and Maksimum saves a thousand kilograms, shown as 1.000 kg, and the edit form pre-fills what the list shows', async ({
  page,
}) => {
  const name = `Besi Angka ${stamp}`;
  const form = await lists.openAdd(page, 'Tambah Sampah');
  await fillItem(form, name, ['1.234,5', '2.500', '1.000', '12.345,5']);
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Sampah berhasil ditambahkan');
  await lists.search(page, name);
  await expect(cells(page, name).nth(2)).toHaveText(/^Rp 1\.234,50\/ ?kg$/);
  await expect(cells(page, name).nth(3)).toHaveText(/^Rp 2\.500\/ ?kg$/);
  await expect(cells(page, name).nth(4)).toHaveText('1.000 kg');
  await expect(cells(page, name).nth(5)).toHaveText('12.345,5 kg');

  const edit = await lists.openEdit(page, name, 'Edit Sampah');
  await expect(edit.getByLabel('Harga Jual')).toHaveValue('1.234,50');
  await expect(edit.getByLabel('Harga Beli')).toHaveValue('2.500');
  await expect(edit.getByLabel('Stok')).toHaveValue('1.000');
  await expect(edit.getByLabel('Maksimum')).toHaveValue('12.345,5');
  // Saved unchanged, the numbers stay what they were: the pre-filled text reads back exactly.
  await edit.getByLabel('Stok').fill('2,5');
  await lists.save(page);
  await lists.expectToast(page, 'success', 'Sampah berhasil diperbarui');
  await expect(cells(page, name).nth(2)).toHaveText(/^Rp 1\.234,50\/ ?kg$/);
  await expect(cells(page, name).nth(4)).toHaveText('2,5 kg');
  await expect(cells(page, name).nth(5)).toHaveText('12.345,5 kg');
});

test('an ambiguous number is refused with a message saying how to write it, and nothing is saved', async ({ page }) => {
  const name = `Kabel Ragu ${stamp}`;
  const form = await lists.openAdd(page, 'Tambah Sampah');
  await fillItem(form, name, ['1.00', '500', '1,000.5', '1.2.3']);
  const posts: string[] = [];
  page.on(
    'request',
    (request) => request.method() === 'POST' && request.url().includes('/trash') && posts.push(request.url()),
  );
  await lists.save(page);
  const message =
    'Angka ini tidak dapat dibaca dengan pasti. Tulis seperti 1.234,5: titik memisahkan ribuan, koma untuk desimal';
  for (const field of ['Harga Jual', 'Stok', 'Maksimum']) {
    await expect(form.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByText(message, { exact: true })).toHaveCount(3);
  await expect(form.getByLabel('Harga Beli')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  await lists.dialog(page).getByRole('button', { name: 'Tutup' }).first().click();
  await lists.search(page, name);
  await expect(lists.rows(page)).toHaveText(['Tidak ada data']);
});

test('a number too large gets its own message naming the maximum, not the one about negatives and decimals', async ({
  page,
}) => {
  const form = await lists.openAdd(page, 'Tambah Sampah');
  await lists.fillAndLeave(form, 'Maksimum', '999.999.999.999');
  await expect(form.getByText('Terlalu besar: paling banyak 99.999.999.999,999', { exact: true })).toBeVisible();
  await lists.fillAndLeave(form, 'Harga Jual', '999.999.999.999.999');
  await expect(form.getByText('Terlalu besar: paling banyak Rp 99.999.999.999.999,99', { exact: true })).toBeVisible();
  await expect(form.getByText(/angka tidak negatif/)).toHaveCount(0);
  // The largest amounts themselves are fine.
  await lists.fillAndLeave(form, 'Maksimum', '99.999.999.999,999');
  await expect(form.getByText(/^Terlalu besar/)).toHaveCount(1);
});

test('in English the list and the form write 1,000 kg and Rp 1,234.50, and 1,000 typed in Stock saves a thousand', async ({
  page,
  context,
}) => {
  const name = `Copper Numbers ${stamp}`;
  const [created] = await lists.createMany(page, 'trash', [
    {
      trash_name: name,
      type: 'Organik',
      category: 'metal',
      selling_price: '1234.5',
      buying_price: '12345',
      stock: '12345',
      maximum: '0.5',
      unit: 'kg',
      status: 'active',
      collectorId: owner.id,
    },
  ]);
  cleanup.push(created!.data.id);
  await setLanguageCookie(context, 'en');
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await page.goto(`/trash?search=${encodeURIComponent(name)}`);
  await expect(cells(page, name).nth(2)).toHaveText(/^Rp 1,234\.50\/ ?kg$/);
  await expect(cells(page, name).nth(3)).toHaveText(/^Rp 12,345\/ ?kg$/);
  await expect(cells(page, name).nth(4)).toHaveText('12,345 kg');
  await expect(cells(page, name).nth(5)).toHaveText('0.5 kg');

  await lists
    .list(page)
    .getByRole('button', { name: `Edit ${name}`, exact: true })
    .click();
  const form = lists.dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Waste Item' })).toBeVisible();
  await expect(form.getByLabel('Selling Price')).toHaveValue('1,234.50');
  await expect(form.getByLabel('Stock')).toHaveValue('12,345');
  await expect(form.getByLabel('Maximum')).toHaveValue('0.5');
  await lists.fillAndLeave(form, 'Stock', '1.000,5');
  await expect(form.getByText(/^This number can't be read for certain/)).toBeVisible();
  await form.getByLabel('Stock').fill('1,000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(cells(page, name).nth(4)).toHaveText('1,000 kg');
});
