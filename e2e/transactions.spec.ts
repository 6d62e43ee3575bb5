import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { bffFetch } from './helpers';
import { list, openFirstDetail, openList, range, rows, search } from './lists';
import { setLanguageCookie } from './shell-helpers';

const rupiah = (value: string) => {
  const [whole, cents] = value.split('.');
  return `Rp ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${cents && cents !== '00' ? `,${cents}` : ''}`;
};
const cents = (value: string) => BigInt(value.replace('.', ''));

test.beforeEach(async ({ page }) => {
  await openList(page, '/transaction');
});

test('the transaction list shows date, user with the bank code, total and a status badge', async ({ page }) => {
  await expect(page).toHaveTitle('Data Transaksi | Bank Sampah');
  await expect(list(page).locator('thead th')).toHaveText(['Tanggal', 'Pengguna', 'Total', 'Status', 'Aksi']);
  const { body } = await bffFetch(page, '/strict/transaction?page=1&per_page=50');
  const first = body.items[0];
  const cells = rows(page).first().locator('td');
  await expect(cells.nth(1)).toHaveText(
    `${first.user} (${first.bsi_code ? `BSI-${first.bsi_code}` : `BSU-${first.bsu_code}`})`,
  );
  await expect(cells.nth(2)).toHaveText(rupiah(first.amount));
  await expect(range(page)).toHaveText(`1-50 dari ${body.total_records}`);
  const settled = rows(page).filter({ hasText: 'Selesai' }).first().locator('.badge');
  await expect(settled).toHaveClass(/text-success/);
  await expect(rows(page).filter({ hasText: 'Menunggu' }).first().locator('.badge')).toHaveClass(/text-warning/);
});

test('statuses read in the chosen language, each with a colour of its own', async ({ page, context, request }) => {
  // The back office cannot cancel a transaction; make sure one is, through the API itself.
  const cancelled = await bffFetch(page, '/strict/transaction?page=1&per_page=1&search=dibatalkan');
  if (cancelled.body.total_records === 0) {
    const api = `http://127.0.0.1:${E2E.mainApiPort}`;
    const login = await request.post(`${api}/auth/admin/login`, {
      data: { email: E2E.adminEmail, password: E2E.adminPassword },
    });
    const { jwt_token: token } = await login.json();
    const pending = await bffFetch(page, '/strict/transaction?page=1&per_page=1&search=pending');
    const cancel = await request.put(`${api}/strict/transaction/cancel/${pending.body.items[0].id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.status()).toBe(200);
  }

  const badgeOf = async (word: string, text: string) => {
    await page.goto(`/transaction?search=${word}`);
    const badge = rows(page).first().locator('.badge');
    await expect(badge).toHaveText(text);
    return badge.getAttribute('class');
  };
  const classes = [
    await badgeOf('pending', 'Menunggu'),
    await badgeOf('settlement', 'Selesai'),
    await badgeOf('dibatalkan', 'Dibatalkan'),
  ];
  expect(new Set(classes).size).toBe(3);
  await page.goto('/transaction');
  await expect(
    rows(page)
      .locator('.badge')
      .filter({ hasText: /^(pending|settlement|cancelled)$/ }),
  ).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await setLanguageCookie(context, 'en');
  expect([
    await badgeOf('pending', 'Pending'),
    await badgeOf('settlement', 'Settled'),
    await badgeOf('cancelled', 'Cancelled'),
  ]).toEqual(classes);
});

test("a transaction's detail shows its parties, lines and total as recorded", async ({ page }) => {
  // A pickup by a parent bank and a customer's deposit: the party blocks differ.
  for (const word of ['bsi-', 'pending']) {
    await search(page, word === 'bsi-' ? 'Induk' : word);
    const { body: listed } = await bffFetch(
      page,
      `/strict/transaction?page=1&per_page=1&search=${word === 'bsi-' ? 'Induk' : word}`,
    );
    const id = listed.items[0].id;
    const { body: tx } = await bffFetch(page, `/strict/transaction/details?id=${id}`);
    await rows(page)
      .first()
      .getByRole('button', { name: /^Detail transaksi/ })
      .click();
    const detail = page.getByTestId('transaction-detail');
    await expect(page.getByRole('dialog').getByRole('heading', { name: `Detail Transaksi #${id}` })).toBeVisible();
    await expect(detail.getByTestId('detail-total')).toHaveText(rupiah(tx.amount));
    await expect(detail.getByText('Status Transaksi')).toBeVisible();
    await expect(detail.getByRole('region', { name: 'Bank Sampah Unit' })).toContainText(tx.bsu.trash_bank_name);
    await expect(detail.getByRole('region', { name: 'Bank Sampah Induk' })).toHaveCount(tx.collector ? 1 : 0);
    await expect(detail.getByRole('region', { name: 'Nasabah' })).toHaveCount(tx.customer ? 1 : 0);
    const lines = detail.getByTestId('detail-lines');
    await expect(lines.locator('thead th')).toHaveText(['#', 'Nama Sampah', 'Harga', 'QTY', 'Total']);
    await expect(lines.locator('tbody tr')).toHaveCount(tx.details.length);
    let sum = 0n;
    for (const [i, line] of (
      tx.details as { trash: { trash_name: string }; amount: string; price: string; unit: string }[]
    ).entries()) {
      const cells = lines.locator('tbody tr').nth(i).locator('td');
      await expect(cells.nth(0)).toHaveText(String(i + 1));
      await expect(cells.nth(1)).toHaveText(line.trash.trash_name);
      await expect(cells.nth(2)).toHaveText(`${rupiah(line.price)}/${line.unit}`);
      await expect(cells.nth(4)).toHaveText(rupiah(line.amount));
      sum += cents(line.amount);
    }
    expect(sum).toBe(cents(tx.amount));
    await expect(detail.getByTestId('detail-grand-total')).toHaveText(rupiah(tx.amount));
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Cetak' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('printing shows the receipt alone', async ({ page }) => {
  await openFirstDetail(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('transaction-detail')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('search by status, by unit bank code and by date narrows the list', async ({ page }) => {
  await search(page, 'settlement');
  await expect(rows(page).locator('.badge').filter({ hasText: 'Menunggu' })).toHaveCount(0);
  const { body } = await bffFetch(page, '/strict/transaction?page=1&per_page=1');
  const code = body.items[0].bsu_code as string;
  await search(page, `BSU-${code}`);
  for (const text of await rows(page).locator('td:nth-child(2)').allTextContents())
    expect(text).toMatch(/\(BS[IU]-\d+\)$/);
  const date = (await rows(page).first().locator('td').first().textContent())!;
  await search(page, date);
  await expect(rows(page).locator('td:first-child')).toHaveText(Array(await rows(page).count()).fill(date));
  await search(page, 'tidak-ada-apa-apa');
  await expect(rows(page)).toHaveText(['Tidak ada data']);
});
