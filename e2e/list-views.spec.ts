// Issue 17 on the transaction list: sort by a column header, filter in the panel, quick date
// ranges, chips, the back button, a bad URL, a bank picker, and the CSV and XLSX downloads of
// exactly the view on screen, checked row by row against the API.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Route } from '@playwright/test';
import ExcelJS from 'exceljs';
import { bffFetch } from './helpers';
import { allPages, choose, createCollector, dialog, list, openList, phones, range, row, rows } from './lists';

type Item = { id: number; amount: string; status: string; created_on: string; bsu_code: string; user: string };

/** Every row of a view through the API, all pages. */
const allOf = (page: Page, query: string) => allPages<Item>(page, '/strict/transaction', query);
const header = (page: Page, name: string) => list(page).locator('thead th').filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await openList(page, '/transaction');
});

test('a column header sorts the list on the server, both ways, and says so to assistive technology', async ({
  page,
}) => {
  // SPEC's order, newest first, is a sort by date too.
  await expect(header(page, 'Tanggal')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Total')).toHaveAttribute('aria-sort', 'none');
  await header(page, 'Total').getByRole('link').click();
  await expect(page).toHaveURL(/sort=-amount/);
  await expect(header(page, 'Total')).toHaveAttribute('aria-sort', 'descending');
  const descending = await allOf(page, 'sort=-amount');
  const first = descending[0]!;
  await expect(rows(page).first()).toContainText(first.user);
  for (let i = 1; i < Math.min(descending.length, 50); i++)
    expect(Number(descending[i - 1]!.amount)).toBeGreaterThanOrEqual(Number(descending[i]!.amount));
  await header(page, 'Total').getByRole('link').click();
  await expect(page).toHaveURL(/sort=amount/);
  await expect(header(page, 'Total')).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(header(page, 'Total')).toHaveAttribute('aria-sort', 'descending');
});

test('filters apply from the panel, show as chips, clear one by one or all, and the back button restores the view', async ({
  page,
}) => {
  const before = await range(page).textContent();
  await page.getByTestId('view-filters').click();
  await page.getByLabel('Status').selectOption({ label: 'Selesai' });
  await page.getByLabel('Total minimal').fill('1000');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/status=settlement/);
  await expect(page).toHaveURL(/min=1000/);
  const settled = await allOf(page, 'status=settlement&min=1000');
  await expect(range(page)).toHaveText(`1-${Math.min(50, settled.length)} dari ${settled.length}`);
  await expect(rows(page).filter({ hasText: 'Menunggu' })).toHaveCount(0);
  await expect(page.getByTestId('chip-status')).toHaveText('Status: Selesai ×');
  await expect(page.getByTestId('chip-min')).toContainText('Total minimal: Rp');

  // Quick range: this month, in Jakarta days, keeping the other filters.
  await page.getByTestId('view-filters').click();
  await page.getByRole('link', { name: 'Bulan ini' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('chip-from')).toBeVisible();

  await page.getByTestId('chip-min').click();
  await expect(page).not.toHaveURL(/min=/);
  await expect(page).toHaveURL(/status=settlement/);
  await page.goBack();
  await expect(page).toHaveURL(/min=1000/);
  await page.getByTestId('clear-filters').click();
  await expect(page).toHaveURL(/\/transaction$/);
  await expect(range(page)).toHaveText(before!);
});

test('a bank picker narrows the list to one unit bank', async ({ page }) => {
  const { body } = await bffFetch(page, '/strict/transaction?per_page=1');
  const one = body.items[0] as Item | undefined;
  // The picker is a stand-in until used: a click (heard after hydration, or its focus seen at
  // hydration) brings the search box, focused, with its list open.
  await page.getByTestId('bsu-filter').click();
  const box = list(page).getByRole('combobox', { name: 'Filter: BSU', exact: true });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list(page).getByRole('listbox')).toBeVisible();
  await choose(list(page), 'Filter: BSU', one!.bsu_code, new RegExp(`BSU-${one!.bsu_code}\\)$`));
  await expect(page).toHaveURL(/bsu=\d+/);
  const bsu = new URL(page.url()).searchParams.get('bsu');
  const matching = await allOf(page, `bsu=${bsu}`);
  await expect(range(page)).toHaveText(`1-${Math.min(50, matching.length)} dari ${matching.length}`);
  expect(matching.every((i) => i.bsu_code === one!.bsu_code)).toBe(true);
  await expect(page.getByTestId('chip-bsu')).toHaveText(`BSU: BSU-${one!.bsu_code} ×`);
});

test('a click on the bank picker before the page has hydrated is not lost', async ({ page }) => {
  // The page's scripts (not its stylesheets, which the streamed parts wait for) are held until
  // the click has landed on the server-rendered stand-in.
  let held: Route[] | null = [];
  await page.route('**/_next/static/chunks/**', (route) =>
    held && route.request().resourceType() === 'script' ? void held.push(route) : route.continue(),
  );
  await page.goto('/transaction', { waitUntil: 'commit' });
  await page.getByTestId('bsu-filter').click();
  await expect(page.getByTestId('bsu-filter')).toBeFocused();
  const release = held;
  held = null;
  for (const route of release) await route.continue();
  // Hydrated, the picker sees it was focused: its search box comes, focused, its list open.
  const box = list(page).getByRole('combobox', { name: 'Filter: BSU', exact: true });
  await expect(box).toBeFocused();
  await expect(list(page).getByRole('listbox')).toBeVisible();
});

test('a part of the URL that does not hold is named and left out; the rest applies', async ({ page }) => {
  await page.goto('/transaction?status=pending&from=2026-02-30');
  await expect(page.getByTestId('view-problems')).toHaveText(
    'Filter tidak dipakai: Dari tanggal: Tanggal tidak valid (tulis TTTT-BB-HH)',
  );
  await expect(page.getByTestId('chip-status')).toBeVisible();
  await expect(page.getByTestId('chip-from')).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'Selesai' })).toHaveCount(0);
});

test('CSV and XLSX downloads hold exactly the view, every page of it, row by row', async ({ page }) => {
  await page.goto('/transaction?status=settlement&sort=-amount');
  const expected = await allOf(page, 'status=settlement&sort=-amount');
  expect(expected.length).toBeGreaterThan(0);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^Data Transaksi-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('ID,Tanggal,Pengguna,Kode BSI,Kode BSU,Total,Status');
  expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(expected.map((i) => i.id));
  lines.slice(1).forEach((line, i) => {
    expect(line).toContain(`,BSU-${expected[i]!.bsu_code},${expected[i]!.amount},Selesai`);
  });

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsx.path())!);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(expected.length + 1);
  expected.forEach((item, i) => {
    const row = sheet.getRow(i + 2);
    expect(row.getCell(1).value).toBe(item.id);
    expect(row.getCell(6).value).toBe(Number(item.amount));
    expect(row.getCell(7).value).toBe('Selesai');
    expect((row.getCell(2).value as Date).getTime()).toBe(Date.parse(item.created_on) + 7 * 3_600_000);
  });
  // The page stayed where it was.
  await expect(page).toHaveURL(/status=settlement&sort=-amount/);
});

test('a saved view round trip: save the view on screen, reopen it from the plain list, delete it', async ({ page }) => {
  const name = `Tertunda terbesar ${Date.now()}`;
  await page.goto('/transaction?status=pending&sort=-amount');
  await page.getByTestId('saved-views').click();
  await page.getByLabel('Simpan tampilan ini sebagai').fill(name);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('saved-views-said')).toHaveText(`Tampilan "${name}" disimpan`);

  await page.goto('/transaction');
  await page.getByTestId('saved-views').click();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/transaction\?status=pending&sort=-amount$/);
  await expect(page.getByTestId('chip-status')).toHaveText('Status: Menunggu ×');
  await expect(header(page, 'Total')).toHaveAttribute('aria-sort', 'descending');

  await page.getByTestId('saved-views').click();
  await page.getByRole('button', { name: `Hapus tampilan ${name}` }).click();
  await expect(page.getByTestId('saved-views-said')).toHaveText(`Tampilan "${name}" dihapus`);
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('bulk delete: one confirmation names the count; a row still in use blocks them all, then the rest go', async ({
  page,
}) => {
  const stamp = Date.now() % 100000;
  const phone = phones(stamp);
  const names = ['A', 'B'].map((x) => `Bank Sampah Induk Kota Bandung Massal ${stamp} ${x}`);
  for (const name of names) await createCollector(page, name, '32.73.01.1001', phone());
  // The demo's parent bank in Bandung still has unit banks under it: it cannot be deleted.
  const inUse = 'Bank Sampah Induk Kota Bandung';
  await page.goto('/bsi?search=Kota%20Bandung');
  for (const name of [inUse, ...names])
    await page.getByRole('checkbox', { name: `Pilih ${name}`, exact: true }).check();
  await expect(page.getByTestId('bulk-bar')).toContainText('3 dipilih');

  await page.getByRole('button', { name: 'Hapus terpilih' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Hapus 3 data terpilih?' })).toBeVisible();
  await expect(page.getByTestId('bulk-names').locator('li')).toHaveText([inUse, ...names]);
  await dialog(page).getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(`${inUse} masih membawahi`);
  await dialog(page).getByRole('button', { name: 'Tutup' }).first().click();
  for (const name of names) await expect(row(page, name)).toHaveCount(1);

  await page.getByRole('checkbox', { name: `Pilih ${inUse}`, exact: true }).uncheck();
  await expect(page.getByTestId('bulk-bar')).toContainText('2 dipilih');
  await page.getByRole('button', { name: 'Hapus terpilih' }).click();
  await dialog(page).getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText('berhasil dihapus');
  for (const name of names) await expect(row(page, name)).toHaveCount(0);
  await expect(row(page, inUse).first()).toBeVisible();
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
});

test('Isi Saldo: sorted by nominal, filtered by status, and downloaded as exactly that view', async ({ page }) => {
  await page.goto('/topup');
  await header(page, 'Nominal').getByRole('link').click();
  await expect(page).toHaveURL(/sort=-amount/);
  await page.getByTestId('view-filters').click();
  await page.getByLabel('Status').selectOption({ label: 'Diterima' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/status=accepted/);
  await expect(page.getByTestId('chip-status')).toHaveText('Status: Diterima ×');

  const expected: number[] = [];
  for (let n = 1; ; n++) {
    const { body } = await bffFetch(
      page,
      `/strict/wallet?filter_note=topup&status=accepted&sort=-amount&per_page=100&page=${n}`,
    );
    expected.push(...(body.items as { id: number }[]).map((i) => i.id));
    if (!body.has_next_page) break;
  }
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^Isi Saldo-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^ID,Tanggal Permintaan,Nasabah,NIK,Nomor Ponsel,Nominal,Total Bayar,Status,/);
  expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(expected);
});
