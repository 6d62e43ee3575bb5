// Laporan (issue 18) as an administrator uses it: opened from the menu, last month picked, a
// figure followed to the list of the rows it counts, one unit bank chosen with the picker, the
// XLSX download checked against the page, and the page printed on A4 without the shell.
import { expect, test, type Page } from '@playwright/test';
import { periodRanges, formatPeriod } from '../lib/shared/periods';
import { REPORT_SHEETS, sheetNames, workbookOf } from '../server/test/report-workbook';
import { bffFetch, pressPrint, signIn } from './helpers';
import { mainNav } from './shell-helpers';

/** A figure of a card, as the page shows it and as the API wrote it (its data-value). */
const figure = (page: Page, card: string, key: string) => page.getByTestId(`figure-${card}-${key}`);
const valueOf = async (page: Page, card: string, key: string) =>
  (await figure(page, card, key).getAttribute('data-value'))!;
/** ICU puts thin spaces around the dash of a range of days: any space will do here. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** Last month in Jakarta days, as the quick pick has it. */
const lastMonth = () => periodRanges(new Date()).lastMonth;

async function openLastMonth(page: Page) {
  const { from, to } = lastMonth();
  await page.goto(`/report?from=${from}&to=${to}`);
  await expect(page.getByTestId('period-lastMonth')).toHaveAttribute('aria-current', 'true');
  return { from, to };
}

/** The print button `button` asks for the paper `paper`, then opens the browser's print dialog. */
async function expectPrintsOn(page: Page, button: string, paper: string) {
  expect(await pressPrint(page, page.getByTestId(button))).toBe(paper);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("Laporan opens on this month; 'Bulan lalu' counts last month, its deposits linking to the transactions they count", async ({
  page,
}) => {
  await mainNav(page).getByRole('link', { name: 'Laporan', exact: true }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page).toHaveTitle('Laporan | Bank Sampah');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laporan');
  await expect(page.getByTestId('report-scope')).toHaveText('Seluruh program');
  await expect(page.getByTestId('period-thisMonth')).toHaveAttribute('aria-current', 'true');

  const { from, to } = lastMonth();
  await page.getByRole('link', { name: 'Bulan lalu', exact: true }).click();
  await expect(page).toHaveURL(`/report?from=${from}&to=${to}`);
  await expect(page.getByTestId('period-lastMonth')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('report-from')).toHaveValue(from);
  await expect(page.getByTestId('report-to')).toHaveValue(to);
  expect(plain(await page.getByTestId('report-period').textContent())).toBe(plain(formatPeriod({ from, to }, 'in')));
  // The demo network trades every day of its six months: last month has deposits and their items.
  const deposits = Number(await valueOf(page, 'deposits', 'count'));
  const pickups = Number(await valueOf(page, 'pickups', 'count'));
  expect(deposits).toBeGreaterThan(0);
  await expect(page.getByTestId('report-items').locator('tbody tr').first()).not.toHaveText('Tidak ada data');

  // The transaction list, filtered to the settled transactions of those days: deposits and pickups.
  await page.getByTestId('link-deposits').click();
  await expect(page).toHaveURL(`/transaction?status=settlement&from=${from}&to=${to}`);
  await expect(page.getByTestId('chip-status')).toBeVisible();
  await expect(page.getByTestId('chip-from')).toBeVisible();
  const listed = await bffFetch(page, `/strict/transaction?status=settlement&from=${from}&to=${to}&per_page=1`);
  expect(listed.body.total_records).toBe(deposits + pickups);
});

test('the unit-bank picker scopes the report to one unit bank, whose figures its ranking row had', async ({ page }) => {
  const { from, to } = await openLastMonth(page);
  const first = page.getByTestId('report-ranking').locator('tbody tr').first();
  const [name, code, transactions, , amount] = await first
    .locator('td')
    .evaluateAll((tds) => tds.slice(1).map((td) => td.textContent?.trim() ?? ''));
  expect(code).toMatch(/^BSU-/);

  await page.getByTestId('bsu-filter').click();
  // Picking a bank navigates to the report scoped to it (the picker is then the chip's own).
  const box = page.getByRole('combobox', { name: 'Filter: BSU', exact: true });
  await box.fill(code!.slice(4));
  await page
    .getByRole('option', { name: new RegExp(`${code}\\)$`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/report\\?from=${from}&to=${to}&bsu=\\d+$`));
  await expect(page.getByTestId('report-scope')).toHaveText(`${name} (${code})`);
  await expect(figure(page, 'deposits', 'count')).toHaveText(transactions!);
  await expect(figure(page, 'deposits', 'amount')).toHaveText(amount!);
  // The deposits of the unit bank link to its own transactions, the same days.
  const bsu = new URL(page.url()).searchParams.get('bsu');
  await expect(page.getByTestId('link-deposits')).toHaveAttribute(
    'href',
    `/transaction?status=settlement&from=${from}&to=${to}&bsu=${bsu}`,
  );
  await expect(page.getByTestId('link-topups')).toHaveAttribute(
    'href',
    `/topup?status=accepted&from=${from}&to=${to}&bsu=${bsu}`,
  );
  await expect(page.getByTestId('link-customers')).toHaveAttribute('href', `/customer?bsu=${bsu}`);
});

test('the XLSX download holds the figures on the page, a sheet per table', async ({ page }) => {
  // Other test files add waste items and transactions meanwhile: a page and a download either side
  // of such a write differ by it. Each attempt compares one page with the download taken from it,
  // whole; a write between the two only makes the attempt start again.
  await expect(async () => {
    await openLastMonth(page);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = await workbookOf(await xlsx.path());
    expect(sheetNames(book)).toEqual(REPORT_SHEETS.in);

    const summary = book.getWorksheet('Ringkasan')!;
    expect(summary.getCell('A2').value).toBe('Cakupan: Seluruh program');
    const cell = (ref: string) => summary.getCell(ref).value;
    const number = async (card: string, key: string) => Number(await valueOf(page, card, key));
    expect([cell('B5'), cell('B6'), cell('B7')]).toEqual([
      await number('customers', 'total'),
      await number('customers', 'active'),
      await number('customers', 'new'),
    ]);
    for (const [row, card] of [
      [8, 'deposits'],
      [9, 'pickups'],
    ] as const) {
      expect([cell(`B${row}`), cell(`C${row}`), cell(`D${row}`)], card).toEqual([
        await number(card, 'count'),
        await number(card, 'kg'),
        await number(card, 'amount'),
      ]);
    }
    expect([cell('B10'), cell('D10'), cell('B11'), cell('D11')]).toEqual([
      await number('topups', 'requests'),
      await number('topups', 'amount'),
      await number('withdrawals', 'requests'),
      await number('withdrawals', 'amount'),
    ]);
    expect([cell('D12'), cell('D13')]).toEqual([
      await number('balances', 'opening'),
      await number('balances', 'closing'),
    ]);
    // Each table has as many rows as the page shows.
    for (const [sheet, table] of [
      ['Per barang', 'report-items'],
      ['Stok', 'report-stock'],
      ['Peringkat BSU', 'report-ranking'],
    ] as const) {
      await expect(page.getByTestId(table).locator('tbody tr'), sheet).toHaveCount(
        book.getWorksheet(sheet)!.rowCount - 1,
      );
    }
    // The impact: every kilogram deposited, its estimate's source named; the sheet has its rows and total.
    const impact = page.getByTestId('report-impact');
    expect(await impact.getByTestId('report-impact-kg').getAttribute('data-value')).toBe(
      await valueOf(page, 'deposits', 'kg'),
    );
    await expect(page.getByTestId('report-impact-source')).toContainText('Perkiraan, bukan pengukuran');
    await expect(page.getByTestId('report-impact-source')).toContainText('IPCC 2006');
    const sheet = book.getWorksheet('Dampak')!;
    await expect(impact.locator('tbody tr')).toHaveCount(sheet.rowCount - 3);
    expect(sheet.getCell(`D${sheet.rowCount}`).value).toBe(
      Number(await impact.getByTestId('report-impact-co2e').getAttribute('data-value')),
    );
    await expect(page).toHaveURL(/\/report\?from=/);
  }).toPass({ timeout: 45_000 });
});

test('Cetak prints on A4: the header with the bank and the period on paper, without the shell', async ({ page }) => {
  const { from, to } = await openLastMonth(page);
  const header = page.getByTestId('report-print-header');
  await expect(header).toBeHidden();

  await expectPrintsOn(page, 'report-print', 'a4');

  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeVisible();
  await expect(header).toContainText('Laporan');
  await expect(header).toContainText('Seluruh program');
  expect(plain(await header.textContent())).toContain(plain(formatPeriod({ from, to }, 'in')));
  await expect(header).toContainText('Dicetak');
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByTestId('topbar')).toBeHidden();
  await expect(page.getByTestId('footer')).toBeHidden();
  await expect(page.getByTestId('report-print')).toBeHidden();
  await expect(page.getByTestId('report-xlsx')).toBeHidden();
  await expect(page.getByTestId('report-from')).toBeHidden();
  await expect(page.getByTestId('report-card-deposits')).toBeVisible();
  await expect(page.getByTestId('report-items')).toBeVisible();

  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // At least one page: the figures and the tables of a month.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(1);

  await page.emulateMedia({ media: 'screen' });
  await expect(header).toBeHidden();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('the environment office report gives this half-year in tonnes per category, per regency and per unit bank, and prints landscape', async ({
  page,
}) => {
  await page.goto('/report');
  await page.getByTestId('report-semester').click();
  await expect(page).toHaveURL(/\/report\/semester$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laporan Semester DLH');
  const regencies = page.getByTestId('semester-regencies');
  await expect(regencies.locator('thead th')).toHaveText([
    'Kabupaten/Kota',
    'Provinsi',
    'Sisa Makanan',
    'Kayu/Ranting',
    'Kertas/Karton',
    'Plastik',
    'Logam',
    'Kain/Tekstil',
    'Karet/Kulit',
    'Kaca',
    'Lainnya',
    'Jumlah',
  ]);
  // The demo network's regencies each have a row, and the last adds them up; its unit banks too.
  await expect(regencies.locator('tbody tr').last().locator('td').first()).toHaveText('Jumlah');
  expect(await regencies.locator('tbody tr').count()).toBeGreaterThan(2);
  expect(await page.getByTestId('semester-banks').locator('tbody tr').count()).toBeGreaterThan(3);
  await expect(page.getByTestId('semester-customers')).toContainText('Nasabah terdaftar sampai akhir semester');
  // Tonnes to the kilogram, three places always ('0,170'), as SIPSN's form takes them.
  await expect(regencies.locator('tbody tr').last().locator('td').last()).toHaveText(/^\d{1,3}(\.\d{3})*,\d{3}$/);
  await expect(page.getByTestId('semester-impact-source')).toContainText('Perkiraan, bukan pengukuran');

  // The XLSX: the same regencies and unit banks, and the impact, a sheet each.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('semester-xlsx').click()]);
  const book = await workbookOf(await xlsx.path());
  expect(sheetNames(book)).toEqual(['Per kabupaten-kota', 'Per BSU', 'Dampak']);
  await expect(regencies.locator('tbody tr')).toHaveCount(book.getWorksheet('Per kabupaten-kota')!.rowCount - 6);
  await expect(page.getByTestId('semester-banks').locator('tbody tr')).toHaveCount(
    book.getWorksheet('Per BSU')!.rowCount - 2,
  );

  await expectPrintsOn(page, 'semester-print', 'a4-landscape');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('semester-print-header')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});
