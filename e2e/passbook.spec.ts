// Buku Tabungan (issue 18): opened from Data Saldo and from the customer list, closing at the
// balance Data Saldo shows; printed on A4 and A5 without the shell, the bank and the period at
// the top; downloaded as XLSX holding the rows the API answers.
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate, formatMoney } from '../lib/format';
import type { Passbook } from '../lib/schemas/passbook';
import { dayStart, jakartaDay } from '../lib/shared/jakarta-days';
import { E2E } from './env';
import { bffFetch, pressPrint, signIn } from './helpers';
import { rows, search } from './lists';
import { setLayoutCookie } from './shell-helpers';

type Balance = { user_id: number; user: string; balance: string; nik: string | null };

const DAY_MS = 86_400_000;
/** The longest period a passbook shows, ending today: every recent movement of the demo data. */
const YEAR = { from: jakartaDay(new Date(Date.now() - 365 * DAY_MS)), to: jakartaDay(new Date()) };
const COLUMNS = ['Tanggal', 'Keterangan', 'Berat (kg)', 'Kredit', 'Debit', 'Saldo'];

/** Page objects in a PDF (`/Type /Page`, not the `/Type /Pages` tree). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
/** The first page's size in points (A4 ≈ 595 × 842, A5 ≈ 420 × 595). */
function paperOf(pdf: Buffer) {
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  expect(box, 'a MediaBox in the PDF').not.toBeNull();
  return [Number(box![1]), Number(box![2])];
}

/** Customers with a request waiting: the wallet tests may move their balance while this one reads it. */
async function waiting(page: Page) {
  const ids = new Set<number>();
  for (const kind of ['topup', 'withdraw']) {
    const { body } = await bffFetch(page, `/strict/wallet?filter_note=${kind}&status=pending&per_page=100`);
    for (const item of body.items as Balance[]) ids.add(item.user_id);
  }
  return ids;
}

/** A customer of the demo data with money in their wallet and no request waiting, as Data Saldo lists them. */
async function customerWithBalance(page: Page): Promise<Balance> {
  const busy = await waiting(page);
  const { body } = await bffFetch(page, '/strict/wallet?filter_note=balance&per_page=100');
  const found = (body.items as Balance[]).find((w) => w.nik !== null && w.balance !== '0.00' && !busy.has(w.user_id));
  expect(found, 'a customer with a balance in the demo data').toBeDefined();
  return found!;
}

/** The passbook as the API answers it (the main instance's embedded API, signed in there). */
async function passbookOf(request: APIRequestContext, userId: number, period = YEAR): Promise<Passbook> {
  const api = `http://127.0.0.1:${E2E.mainApiPort}`;
  const login = await request.post(`${api}/auth/admin/login`, {
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  const { jwt_token: token } = (await login.json()) as { jwt_token: string };
  const res = await request.get(`${api}/strict/wallet/passbook?user_id=${userId}&from=${period.from}&to=${period.to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Passbook;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('opened from Data Saldo, the passbook closes at the balance Data Saldo shows', async ({ page, request }) => {
  const wallet = await customerWithBalance(page);
  await page.goto('/balance-data');
  await search(page, wallet.nik!);
  const row = rows(page).filter({ hasText: wallet.nik! }).first();
  const shown = (await row.locator('td').nth(1).textContent())!.trim();
  expect(shown).toBe(formatMoney(wallet.balance, 'in'));

  await row.getByRole('link', { name: `Buku tabungan ${wallet.user}` }).click();
  await expect(page).toHaveURL(new RegExp(`/balance-data/passbook/${wallet.user_id}$`));
  await expect(page).toHaveTitle('Buku Tabungan | Bank Sampah');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buku Tabungan');
  await expect(page.getByTestId('passbook-customer')).toHaveText(wallet.user);
  await expect(page.locator('.passbook-table thead th')).toHaveText(COLUMNS);
  await expect(page.getByTestId('passbook-opening')).toContainText('Saldo awal');
  await expect(page.getByTestId('passbook-closing')).toContainText('Saldo akhir');
  // This month up to today: its close is the balance now.
  await expect(page.getByTestId('passbook-closing-balance')).toHaveText(shown);

  // A longer period closes at the same balance; each row's balance is the API's.
  await page.getByTestId('passbook-from').fill(YEAR.from);
  await page.getByTestId('passbook-to').fill(YEAR.to);
  await page.getByTestId('passbook-show').click();
  await expect(page).toHaveURL(new RegExp(`from=${YEAR.from}&to=${YEAR.to}`));
  const book = await passbookOf(request, wallet.user_id);
  expect(book.closing_balance).toBe(wallet.balance);
  await expect(page.getByTestId('passbook-closing-balance')).toHaveText(shown);
  await expect(page.getByTestId('passbook-entry')).toHaveCount(book.entries.length);
  await expect(page.getByTestId('passbook-entry').locator('td:last-child')).toHaveText(
    book.entries.map((e) => formatMoney(e.balance, 'in')),
  );
});

test('the customer list opens each customer’s passbook', async ({ page }) => {
  await page.goto('/customer');
  const link = rows(page)
    .first()
    .getByRole('link', { name: /^Buku tabungan / });
  const name = (await link.getAttribute('aria-label'))!.replace(/^Buku tabungan /, '');
  await link.click();
  await expect(page).toHaveURL(/\/balance-data\/passbook\/\d+$/);
  await expect(page.getByTestId('passbook-customer')).toHaveText(name);
});

test('prints on A4 and A5: no shell, the bank and the period at the top, every page numbered', async ({
  page,
  request,
}, testInfo) => {
  const wallet = await customerWithBalance(page);
  const book = await passbookOf(request, wallet.user_id);
  await page.goto(`/balance-data/passbook/${wallet.user_id}?from=${YEAR.from}&to=${YEAR.to}`);

  // Each button picks its paper, then opens the browser's print dialog (stubbed here).
  for (const size of ['a5', 'a4'] as const) {
    await pressPrint(page, page.getByRole('button', { name: `Cetak ${size.toUpperCase()}` }));
    await expect(page.locator('html')).toHaveAttribute('data-print-page', size);
  }

  const period = `${formatDate(dayStart(book.from), 'in')} – ${formatDate(dayStart(book.to), 'in')}`;
  const pages: Record<string, number> = {};
  for (const size of ['a4', 'a5'] as const) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-print-page', s), size);
    await page.emulateMedia({ media: 'print' });
    for (const shell of ['topbar', 'sidebar', 'footer']) await expect(page.getByTestId(shell)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Kembali ke Data Saldo' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cetak A4' })).toBeHidden();
    await expect(page.getByTestId('passbook-bank')).toHaveText(book.bsu?.name ?? 'Bank Sampah');
    await expect(page.getByTestId('passbook-period')).toHaveText(period);
    await expect(page.getByTestId('passbook-printed')).toBeVisible();
    // The header starts the first page: no blank band above it.
    expect((await page.getByTestId('passbook-bank').boundingBox())!.y).toBeLessThan(80);

    const pdf = await page.pdf({ preferCSSPageSize: true });
    writeFileSync(testInfo.outputPath(`passbook-${size}.pdf`), pdf);
    pages[size] = pageCount(pdf);
    expect(pages[size]).toBeGreaterThanOrEqual(1);
    const [width, height] = paperOf(pdf);
    const [w, h] = size === 'a4' ? [595, 842] : [420, 595];
    expect(Math.abs(width! - w)).toBeLessThan(4);
    expect(Math.abs(height! - h)).toBeLessThan(4);
    await page.emulateMedia({ media: 'screen' });
  }
  // The smaller paper never needs fewer pages.
  expect(pages.a5).toBeGreaterThanOrEqual(pages.a4!);
  await expect(page.getByTestId('passbook-printed')).toBeHidden();
});

test('downloads the XLSX: the opening row, every movement and the closing row, as the API has them', async ({
  page,
  request,
}) => {
  const wallet = await customerWithBalance(page);
  const book = await passbookOf(request, wallet.user_id);
  await page.goto(`/balance-data/passbook/${wallet.user_id}?from=${YEAR.from}&to=${YEAR.to}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('passbook-xlsx').click()]);
  expect(download.suggestedFilename()).toMatch(/^Buku Tabungan .+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const cell = (row: number, column: number) => sheet.getRow(row).getCell(column).value ?? null;
  const amount = (value: string) => (value === '0.00' ? null : Number(value));

  expect(sheet.rowCount).toBe(book.entries.length + 3);
  expect([cell(1, 1), cell(1, 2), cell(1, 5), cell(1, 6), cell(1, 7)]).toEqual([
    'Tanggal',
    'Keterangan',
    'Kredit',
    'Debit',
    'Saldo',
  ]);
  expect([cell(2, 2), cell(2, 7)]).toEqual(['Saldo awal', Number(book.opening_balance)]);
  book.entries.forEach((e, i) => {
    const row = i + 3;
    expect((cell(row, 1) as Date).getTime()).toBe(Date.parse(e.at) + 7 * 3_600_000);
    expect([cell(row, 3), cell(row, 5), cell(row, 6), cell(row, 7)]).toEqual([
      e.reference,
      amount(e.credit),
      amount(e.debit),
      Number(e.balance),
    ]);
  });
  const last = book.entries.length + 3;
  expect([cell(last, 2), cell(last, 7)]).toEqual(['Saldo akhir', Number(book.closing_balance)]);
  expect(Number(book.closing_balance)).toBe(Number(wallet.balance));
  // The page stayed where it was.
  await expect(page).toHaveURL(new RegExp(`/balance-data/passbook/${wallet.user_id}\\?`));
});

test('on a phone, in dark mode, the passbook fits the screen and keeps every balance', async ({ page, context }) => {
  const wallet = await customerWithBalance(page);
  await setLayoutCookie(context, { mode: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/balance-data/passbook/${wallet.user_id}?from=${YEAR.from}&to=${YEAR.to}`);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByTestId('passbook-closing-balance')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = (await page.getByTestId('passbook-closing-balance').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test("an address that names no customer says so in the screen's language, inside the shell, and answers 404", async ({
  page,
}) => {
  const answer = await page.goto('/balance-data/passbook/bukan-angka');
  expect(answer?.status()).toBe(404);
  const card = page.getByTestId('not-found');
  await expect(card.getByRole('heading', { name: 'Maaf! Data yang Anda cari tidak ditemukan' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  await card.getByRole('link', { name: 'Kembali ke Dasbor' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
