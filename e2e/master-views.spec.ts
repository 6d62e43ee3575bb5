// Issue 17 on the master-data lists: Data Nasabah's filters (gender, place, status), its orders
// from the panel and the header, the back button, the download checked row by row against the
// API, and bulk actions on every customer a view matches (activate, deactivate, delete).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bffFetch } from './helpers';
import { allPages, createMany, dialog, list, openList, range, rows } from './lists';

type Customer = { id: number; nik: string; gender: string; user: { id: number; first_name: string; status: string } };

const allOf = (page: Page, query: string) => allPages<Customer>(page, '/strict/customer', query);
const header = (page: Page, name: string) => list(page).locator('thead th').filter({ hasText: name });
const toast = (page: Page, type: 'success' | 'error') => page.locator(`[data-sonner-toast][data-type="${type}"]`);

test('customers filter by gender and place, sort by name, show chips, and the back button restores the view', async ({
  page,
}) => {
  await openList(page, '/customer');
  await page.getByTestId('view-filters').click();
  await page.getByLabel('Jenis kelamin').selectOption({ label: 'Perempuan' });
  await page.getByLabel('Urutan').selectOption({ label: 'Nama A–Z' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/gender=Perempuan/);
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByTestId('chip-gender')).toHaveText('Jenis kelamin: Perempuan ×');
  await expect(header(page, 'Nama Lengkap')).toHaveAttribute('aria-sort', 'ascending');
  const women = await allOf(page, 'gender=Perempuan&sort=name');
  await expect(range(page)).toHaveText(`1-${Math.min(50, women.length)} dari ${women.length}`);
  await expect(rows(page).first()).toContainText(women[0]!.nik);
  await expect(rows(page).filter({ hasText: 'Laki-laki' })).toHaveCount(0);

  // A province, then its regencies to choose from.
  await page.getByTestId('view-filters').click();
  await page.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/province=32/);
  await page.getByTestId('view-filters').click();
  await page.getByLabel('Kabupaten/Kota').selectOption({ label: 'Kota Bandung' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/regency=32\.73/);
  await expect(page.getByTestId('chip-regency')).toHaveText('Kabupaten/Kota: Kota Bandung ×');
  const bandung = await allOf(page, 'gender=Perempuan&sort=name&province=32&regency=32.73');
  await expect(range(page)).toContainText(`dari ${bandung.length}`);

  // The header reverses the order; back brings the panel's order again.
  await header(page, 'Nama Lengkap').getByRole('link').click();
  await expect(header(page, 'Nama Lengkap')).toHaveAttribute('aria-sort', 'descending');
  await page.goBack();
  await expect(header(page, 'Nama Lengkap')).toHaveAttribute('aria-sort', 'ascending');
  await page.getByTestId('clear-filters').click();
  await expect(page).not.toHaveURL(/gender=/);
  await expect(page).toHaveURL(/sort=name/);
});

test('the customer download holds exactly the view, row by row', async ({ page }) => {
  await openList(page, '/customer?gender=Laki-laki&sort=-name');
  const expected = await allOf(page, 'gender=Laki-laki&sort=-name');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^Data Nasabah-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^Nama Lengkap,NIK,Jenis Kelamin,/);
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(expected.map((c) => c.nik));
});

test('bulk actions reach every customer a view matches: deactivate, activate, then delete them all', async ({
  page,
}) => {
  await openList(page, '/customer');
  const stamp = String(Date.now() % 100000).padStart(5, '0');
  const marker = `Massal${stamp}`;
  const bodies = Array.from({ length: 12 }, (_, i) => ({
    first_name: `Warga ${String.fromCharCode(65 + i)}`,
    last_name: marker,
    phone_number: `0857${stamp}${String(i).padStart(3, '0')}`,
    status: 'active',
    nik: `3273${stamp}${String(i).padStart(7, '0')}`,
    address: 'Jl. Massal No. 1',
    gender: 'Perempuan',
    villageId: '32.73.01.1001',
  }));
  await createMany(page, 'customer', bodies);
  await page.goto(`/customer?search=${marker}&size=10`);
  await expect(range(page)).toHaveText('1-10 dari 12');

  // The page, then all twelve.
  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('10 dipilih');
  await page.getByTestId('select-all-matching').click();
  await expect(page.getByTestId('bulk-count')).toHaveText('Semua 12 yang cocok dipilih');
  await page.getByTestId('bulk-deactivate').click();
  await expect(dialog(page).getByRole('heading', { name: 'Nonaktifkan 12 data?' })).toBeVisible();
  await expect(page.getByTestId('bulk-names').locator('li')).toHaveCount(11);
  await dialog(page).getByRole('button', { name: 'Nonaktifkan', exact: true }).click();
  await expect(toast(page, 'success')).toContainText('Status 12 Nasabah diubah');
  const inactive = await allOf(page, `search=${marker}&status=inactive`);
  expect(inactive).toHaveLength(12);

  await page.goto(`/customer?search=${marker}&status=inactive&size=10`);
  await page.getByTestId('select-page').check();
  await page.getByTestId('select-all-matching').click();
  await expect(page.getByTestId('bulk-count')).toHaveText('Semua 12 yang cocok dipilih');
  await page.getByTestId('bulk-activate').click();
  await dialog(page).getByRole('button', { name: 'Aktifkan', exact: true }).click();
  await expect(toast(page, 'success')).toContainText('Status 12 Nasabah diubah');
  expect(await allOf(page, `search=${marker}&status=active`)).toHaveLength(12);

  await page.goto(`/customer?search=${marker}&size=10`);
  await page.getByTestId('select-page').check();
  await page.getByTestId('select-all-matching').click();
  await expect(page.getByTestId('bulk-count')).toHaveText('Semua 12 yang cocok dipilih');
  await page.getByRole('button', { name: 'Hapus terpilih' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Hapus 12 data terpilih?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(toast(page, 'success')).toContainText('berhasil dihapus');
  expect(await allOf(page, `search=${marker}`)).toHaveLength(0);
});

test('a customer picker narrows the transaction list to one customer', async ({ page }) => {
  await openList(page, '/transaction');
  const { body } = await bffFetch(page, '/strict/transaction?per_page=50');
  const mine = (body.items as { user: string; bsi_code: string | null }[]).find((tx) => !tx.bsi_code)!;
  await page.getByTestId('customer-filter').click();
  const box = list(page).getByRole('combobox', { name: 'Filter: Nasabah', exact: true });
  await expect(box).toBeFocused();
  await box.fill(mine.user);
  await list(page)
    .getByRole('option', { name: new RegExp(`^${mine.user} \\(\\d{16}\\)$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/customer=\d+/);
  await expect(page.getByTestId('chip-customer')).toHaveText(`Nasabah: ${mine.user} ×`);
  const customer = new URL(page.url()).searchParams.get('customer');
  const { body: filtered } = await bffFetch(page, `/strict/transaction?customer=${customer}&per_page=100`);
  const users = (filtered.items as { user: string }[]).map((tx) => tx.user);
  expect(users.length).toBeGreaterThan(0);
  expect(new Set(users)).toEqual(new Set([mine.user]));
  await expect(range(page)).toContainText(`dari ${filtered.total_records}`);
});
