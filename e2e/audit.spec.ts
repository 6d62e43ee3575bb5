// Issue 18 in the browser: Jejak Audit. An administrator deactivates a customer and finds the
// change on the trail, filtered to that customer ('status: active → inactive'); a failed sign-in
// shows there with the email typed; the download holds the view; a BSU operator sees no menu
// entry and gets the forbidden page.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bffFetch, signIn } from './helpers';
import { createMany, dialog, list, rows } from './lists';
import { provisionAdmin } from './people';
import { mainNav } from './shell-helpers';

type Customer = { id: number; nik: string; user: { id: number; first_name: string; last_name: string } };

/** A customer of this run, made through the BFF (the admin's page is signed in). */
async function newCustomer(page: Page) {
  const stamp = String(Date.now() % 100000).padStart(5, '0');
  const [created] = await createMany(page, 'customer', [
    {
      first_name: 'Jejak',
      last_name: `Audit${stamp}`,
      phone_number: `0859${stamp}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
      status: 'active',
      nik: `3273${stamp}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
      address: 'Jl. Pemantau Raya No. 18',
      gender: 'Perempuan',
      villageId: '32.73.01.1001',
    },
  ]);
  return created!.data as unknown as Customer;
}

test('an admin deactivates a customer and finds "status: active → inactive" on Jejak Audit, filtered to that customer', async ({
  page,
}) => {
  await signIn(page);
  const customer = await newCustomer(page);
  // Deactivated from the customer list's bulk bar, as an administrator does.
  await page.goto(`/customer?search=${customer.nik}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('select-row').check();
  await page.getByTestId('bulk-deactivate').click();
  await dialog(page).getByRole('button', { name: 'Nonaktifkan', exact: true }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText('Status 1 Nasabah diubah');

  // The menu leads to the trail; the panel and the record box narrow it to that customer.
  await mainNav(page).getByRole('link', { name: 'Jejak Audit', exact: true }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page).toHaveTitle('Jejak Audit | Bank Sampah');
  await page.getByTestId('view-filters').click();
  await page.locator('.list-view-panel select[name="entity"]').selectOption({ label: 'Nasabah' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/entity=customer/);
  await page.getByTestId('record-filter').fill(String(customer.id));
  await page.getByTestId('record-filter').press('Enter');
  await expect(page).toHaveURL(new RegExp(`entity_id=${customer.id}`));
  await expect(page).toHaveURL(/entity=customer/);
  await expect(page.getByTestId('chip-entity')).toHaveText('Sumber data: Nasabah ×');
  await expect(page.getByTestId('chip-entity_id')).toHaveText(`ID data: ${customer.id} ×`);

  // Newest first: the deactivation, then the creation; both by the administrator.
  await expect(rows(page)).toHaveCount(2);
  const change = rows(page).first();
  await expect(change).toContainText('Ubah');
  await expect(change).toContainText(`Nasabah #${customer.id}`);
  await expect(change.getByTestId('audit-changes')).toHaveText('status: active → inactive');
  await expect(rows(page).nth(1)).toContainText('Buat');
  await expect(rows(page).nth(1)).toContainText(`nik: — → ${customer.nik}`);

  // The API says the same, and the download holds exactly these rows.
  const { body } = await bffFetch(page, `/strict/audit?entity=customer&entity_id=${customer.id}`);
  expect(body.items.map((i: { action: string }) => i.action)).toEqual(['update', 'create']);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^Jejak Audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('ID,Waktu,Pelaku,Email pelaku,Aksi,Sumber data,ID data,Perubahan,Alamat IP');
  expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(body.items.map((i: { id: number }) => i.id));
  expect(lines[1]).toContain('status: active → inactive');
});

test('a failed sign-in shows on the trail with the email typed and no one as its actor', async ({ page, browser }) => {
  const stranger = await (await browser.newContext()).newPage();
  const email = `Orang.Asing.${Date.now() % 1_000_000}@Contoh.ID`;
  await stranger.goto('/login');
  await stranger.getByLabel('Email').fill(email);
  await stranger.getByLabel('Password', { exact: true }).fill('tebak-tebakan');
  await stranger.getByRole('button', { name: 'Masuk' }).click();
  await expect(stranger.getByTestId('login-error')).toHaveText('Email atau password salah');

  await signIn(page);
  await page.goto('/audit');
  await page.getByTestId('view-filters').click();
  await page.locator('.list-view-panel select[name="action"]').selectOption({ label: 'Gagal masuk' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/action=sign_in_failed/);
  const failed = rows(page).filter({ hasText: email.toLowerCase() }).first();
  await expect(failed).toContainText('Tidak dikenal');
  await expect(failed).toContainText('Gagal masuk');
  await expect(failed.getByTestId('audit-changes')).toContainText(`account: — → ${email.toLowerCase()}`);
});

test('a BSU operator sees no Jejak Audit in the menu and gets the forbidden page at /audit', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await expect(mainNav(page).getByRole('link', { name: 'Jejak Audit', exact: true })).toHaveAttribute('href', '/audit');
  const [unit] = (await bffFetch(page, '/strict/bsu?per_page=1')).body.items as { id: number }[];
  const person = await provisionAdmin(page, 'Operator', {
    access: { staff_role: 'bsu_operator', bsu_id: unit!.id },
    signedIn: true,
  });
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, { email: person.email, password: person.password });
  await expect(mainNav(operator).getByRole('link', { name: 'Nasabah', exact: true })).toBeVisible();
  await expect(mainNav(operator).getByRole('link', { name: 'Jejak Audit' })).toHaveCount(0);
  // The screen comes in the document's one response: its status says no, and so does the page.
  const refused = await operator.goto('/audit');
  expect(refused?.status()).toBe(403);
  await expect(operator.getByTestId('forbidden')).toBeVisible();
  await expect(list(operator)).toHaveCount(0);
  // By hand, the BFF passes on the API's refusal.
  expect((await bffFetch(operator, '/strict/audit')).status).toBe(403);
});
