// Markup stored in every text field a screen shows renders as its own text, everywhere: the
// lists, the dashboard's tables, the edit and delete modals, the toasts, the receipt and the
// user menu. Nothing of it becomes an element and nothing of it runs. On the instance that
// starts empty, filled here through its API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './env';
import { signIn } from './helpers';
import { dialog, expectToast, openEdit, row } from './lists';

/** A hostile text per field: an element with a handler, a script, markup and an entity. */
const hostile = (label: string) =>
  `${label} <img class="pwned" src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><b class="pwned">tebal</b> &amp; "kutip" 'satu'`;
const H = {
  bsi: hostile('BSI'),
  bsiAddress: hostile('Alamat BSI'),
  bsiPerson: hostile('Pengelola'),
  bsu: hostile('BSU'),
  bsuAddress: hostile('Alamat BSU'),
  trash: hostile('Sampah'),
  customerFirst: hostile('Nasabah'),
  customerLast: hostile('Belakang'),
  customerAddress: hostile('Alamat Nasabah'),
  admin: hostile('Admin'),
};
const customerName = `${H.customerFirst} ${H.customerLast}`;
const adminAccount = { email: 'markup@contoh.id', password: 'Rahasia-Markup-2026' };

let created: { transactionId: number };

async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(`${E2E.hostileApiURL}${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body as { data: { id: number }; items: { id: string }[] };
}

test.beforeAll(async ({ request }) => {
  const signedIn = await request.post(`${E2E.hostileApiURL}/auth/admin/login`, {
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  const { jwt_token: token } = (await signedIn.json()) as { jwt_token: string };
  // After a failed test the next worker runs this again: the data is already there.
  const existing = (await api(request, token, 'GET', '/strict/transaction')).items;
  if (existing.length > 0) {
    created = { transactionId: Number(existing[0]!.id) };
    return;
  }
  const village = (await api(request, token, 'GET', '/region/village?subdistrictId=32.73.01')).items[0]!.id;
  const person = (first: string, phone: string) => ({
    first_name: first,
    last_name: null,
    email: null,
    phone_number: phone,
    status: 'active',
  });
  /** A parent or unit bank in that village, its person in charge the same hostile name. */
  const bank = (phone: string, name: string, address: string) => ({
    ...person(H.bsiPerson, phone),
    trash_bank_name: name,
    address,
    latlng: null,
    villageId: village,
  });
  const bsi = await api(request, token, 'POST', '/strict/collector', bank('081200000001', H.bsi, H.bsiAddress));
  const bsu = await api(request, token, 'POST', '/strict/bsu', {
    ...bank('081200000002', H.bsu, H.bsuAddress),
    collectorId: bsi.data.id,
  });
  const trash = await api(request, token, 'POST', '/strict/trash', {
    trash_name: H.trash,
    type: 'Organik',
    category: 'food',
    selling_price: 3000,
    buying_price: 2000,
    stock: 100,
    maximum: 1000,
    unit: 'kg',
    status: 'active',
    collectorId: bsi.data.id,
  });
  const customer = await api(request, token, 'POST', '/strict/customer', {
    ...person(H.customerFirst, '081200000003'),
    last_name: H.customerLast,
    nik: '3273010101900001',
    address: H.customerAddress,
    gender: 'Perempuan',
    villageId: village,
    postal_code: null,
  });
  await api(request, token, 'POST', '/strict/user', {
    ...person(H.admin, '081200000004'),
    email: adminAccount.email,
    password: adminAccount.password,
  });
  const transaction = await api(request, token, 'POST', '/strict/transaction', {
    bsuId: bsu.data.id,
    customerId: customer.data.id,
    lines: [{ trashId: trash.data.id, qty: 2 }],
  });
  created = { transactionId: transaction.data.id };
});

/** The texts are on the page as text, and no element or script came of them. */
async function showsAsText(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.locator('.pwned')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
}

test.beforeEach(async ({ page }) => {
  page.on('dialog', (d) => {
    throw new Error(`a script of stored data opened a dialog: ${d.message()}`);
  });
  await signIn(page, { base: E2E.hostileURL });
});

test('lists and the dashboard show stored markup as text', async ({ page }) => {
  // A wide window: these names are long runs without a space, and on a narrower list the address
  // gives way to them (lib/client/list-fit.ts), out of sight where this test looks for it.
  await page.setViewportSize({ width: 1920, height: 1080 });
  const screens: [string, string[]][] = [
    ['/bsi', [H.bsi, H.bsiAddress]],
    ['/bsu', [H.bsu, H.bsuAddress]],
    ['/trash', [H.trash]],
    ['/customer', [customerName, H.customerAddress]],
    ['/user', [H.admin]],
    ['/transaction', [customerName]],
    ['/balance-data', [customerName]],
  ];
  for (const [path, texts] of screens) {
    await page.goto(`${E2E.hostileURL}${path}`);
    await showsAsText(page, texts);
  }
  await page.goto(`${E2E.hostileURL}/dashboard`);
  for (const table of ['top-bsu', 'latest-transactions', 'top-trash'])
    await expect(page.getByTestId(table).locator('tbody')).not.toHaveText('Tidak ada data');
  await showsAsText(page, [H.bsu, customerName, H.trash]);
});

test('edit and delete modals, and the toast of a refused delete, show stored markup as text', async ({ page }) => {
  await page.goto(`${E2E.hostileURL}/bsi`);
  const edit = await openEdit(page, H.bsi, 'Edit Bank Sampah Induk');
  await expect(edit.getByLabel('Nama Bank Sampah')).toHaveValue(H.bsi);
  await expect(edit.getByLabel('Alamat')).toHaveValue(H.bsiAddress);
  await expect(edit.getByLabel('Nama Depan')).toHaveValue(H.bsiPerson);
  await expect(page.locator('.pwned')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Tutup' }).first().click();
  await expect(dialog(page)).toBeHidden();

  // The parent bank still has its unit bank: the refusal names it, as text.
  await row(page, H.bsi)
    .getByRole('button', { name: `Hapus ${H.bsi}`, exact: true })
    .click();
  await expect(dialog(page).getByRole('heading', { name: `Hapus Item ${H.bsi}` })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Hapus', exact: true }).click();
  await expectToast(page, 'error', `${H.bsi} masih membawahi 1 Bank Sampah Unit`);
  await showsAsText(page, []);

  await page.goto(`${E2E.hostileURL}/customer`);
  const customer = await openEdit(page, customerName, 'Edit Nasabah');
  await expect(customer.getByLabel('Nama Depan')).toHaveValue(H.customerFirst);
  await expect(customer.getByLabel('Nama Belakang')).toHaveValue(H.customerLast);
  await expect(customer.getByLabel('Alamat')).toHaveValue(H.customerAddress);
  await showsAsText(page, []);
});

test('the transaction receipt, printed or on screen, shows stored markup as text', async ({ page }) => {
  await page.goto(`${E2E.hostileURL}/transaction`);
  await row(page, customerName)
    .getByRole('button', { name: /^Detail transaksi/ })
    .click();
  const detail = page.getByTestId('transaction-detail');
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: `Detail Transaksi #${created.transactionId}` }),
  ).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Bank Sampah Unit' })).toContainText(H.bsu);
  await expect(detail.getByRole('region', { name: 'Bank Sampah Unit' })).toContainText(H.bsuAddress);
  await expect(detail.getByRole('region', { name: 'Nasabah' })).toContainText(customerName);
  await expect(detail.getByTestId('detail-lines')).toContainText(H.trash);
  await page.emulateMedia({ media: 'print' });
  await expect(detail).toBeVisible();
  await showsAsText(page, [H.trash]);
});

test("the user menu's welcome line shows an administrator's stored markup as text", async ({ page, context }) => {
  await context.clearCookies();
  await page.goto(`${E2E.hostileURL}/login`);
  await page.getByLabel('Email').fill(adminAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(adminAccount.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`${E2E.hostileURL}/dashboard`);
  await page.getByRole('button', { name: `Menu pengguna ${H.admin}` }).click();
  await showsAsText(page, [`Welcome ${H.admin}!`]);
});
