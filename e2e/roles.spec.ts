// Roles and scope in the browser (issue 16): a BSI admin sees only their parent bank, its unit
// banks and their operators; a treasurer reads master data but opens no form on it nor Data
// User, and decides top-ups; whoever files a request at the counter cannot confirm it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bffFetch, signIn } from './helpers';
import * as lists from './lists';
import { provisionAdmin } from './people';

type Unit = { collector_id: number; collector_name: string };

/** A person of `access`'s role, made by the main administrator, signed in in a browser of their own. */
async function signedInAs(page: Page, browser: Browser, name: string, access: Parameters<typeof provisionAdmin>[2]) {
  const person = await provisionAdmin(page, name, { ...access, signedIn: true });
  const other = await (await browser.newContext()).newPage();
  await signIn(other, { email: person.email, password: person.password });
  return other;
}

test('a BSI admin sees only their parent bank, its unit banks and their operators', async ({ page, browser }) => {
  await signIn(page);
  // A parent bank with unit banks (other suites add parent banks of their own, without any).
  const [unit] = (await bffFetch(page, '/strict/bsu?per_page=1')).body.items as Unit[];
  const parent = { id: unit!.collector_id, trash_bank_name: unit!.collector_name };
  const bsi = await signedInAs(page, browser, 'Bsi', { access: { staff_role: 'bsi_admin', collector_id: parent.id } });

  await bsi.goto('/bsi');
  await expect(lists.rows(bsi)).toHaveCount(1);
  await expect(lists.rows(bsi).first()).toContainText(parent.trash_bank_name);
  // Creating a parent bank is the programme's: no Tambah, no Edit, no Hapus here.
  await expect(bsi.getByTestId('list').getByRole('button', { name: 'Tambah' })).toHaveCount(0);
  await expect(lists.rows(bsi).first().getByRole('button')).toHaveCount(0);

  await bsi.goto('/bsu');
  const units = (await bffFetch(bsi, '/strict/bsu?per_page=50')).body.items as { collector_id: number }[];
  expect(units.length).toBeGreaterThan(0);
  expect(units.every((u) => u.collector_id === parent.id)).toBe(true);
  await expect(lists.rows(bsi)).toHaveCount(Math.min(units.length, 50));
  // Their unit banks are theirs to edit.
  await expect(bsi.getByTestId('list').getByRole('button', { name: 'Tambah' })).toBeVisible();

  // Data User holds the operators of their own unit banks only: not the programme's administrators.
  await bsi.goto('/user');
  await expect(lists.list(bsi)).toBeVisible();
  await expect(lists.list(bsi)).not.toContainText('Admin Bank Sampah');
  // The API says the same to a call made by hand: another parent bank's unit banks are not there.
  const parents = (await bffFetch(page, '/strict/collector?per_page=100')).body.items as { id: number }[];
  const other = parents.find((p) => p.id !== parent.id);
  if (other) {
    const theirs = await bffFetch(bsi, `/strict/bsu?per_page=50&collectorId=${other.id}`);
    expect(theirs.body.items).toEqual([]);
  }
});

test('a treasurer opens no master-data form nor Data User, and decides top-ups', async ({ page, browser }) => {
  await signIn(page);
  const treasurer = await signedInAs(page, browser, 'Bendahara', { access: { staff_role: 'treasurer' } });
  for (const path of ['/bsi', '/bsu', '/trash', '/customer']) {
    await treasurer.goto(path);
    await expect(lists.rows(treasurer).first()).toBeVisible();
    await expect(treasurer.getByTestId('list').getByRole('button', { name: 'Tambah' })).toHaveCount(0);
    await expect(treasurer.getByTestId('list').getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  }
  // By hand, the API refuses the change and says why.
  const refused = await treasurer.evaluate(async () => {
    const res = await fetch('/strict/trash', {
      method: 'DELETE',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ id: [1] }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(refused).toEqual({ status: 403, body: { message: 'Anda tidak memiliki akses ke data ini' } });
  await treasurer.goto('/topup');
  await expect(
    lists
      .rows(treasurer)
      .getByRole('button', { name: /^Konfirmasi/ })
      .first(),
  ).toBeVisible();
});

test('whoever files a top-up at the counter cannot confirm it; the toast says so', async ({ page, browser }) => {
  await signIn(page);
  const customers = (await bffFetch(page, '/strict/customer?per_page=1')).body.items as {
    nik: string;
    user: { first_name: string; last_name: string | null };
  }[];
  const customer = customers[0]!;
  const name = [customer.user.first_name, customer.user.last_name].filter(Boolean).join(' ');
  const filer = await signedInAs(page, browser, 'Loket', { access: { staff_role: 'programme' } });

  await filer.goto('/topup');
  await filer.getByRole('button', { name: 'Ajukan Isi Saldo' }).click();
  const form = lists.dialog(filer);
  await expect(form.getByRole('heading', { name: 'Ajukan Isi Saldo' })).toBeVisible();
  await lists.choose(form, 'Nasabah', customer.nik, `${name} (${customer.nik})`);
  await form.getByLabel('Nominal').fill('12345');
  await form.getByLabel('Total Bayar').fill('12345');
  await lists.save(filer);
  await lists.expectToast(filer, 'success', 'Permintaan isi saldo sebesar Rp 12.345 berhasil dikirim');

  await lists.search(filer, `${customer.nik} pending`);
  await lists
    .rows(filer)
    .filter({ hasText: 'Rp 12.345' })
    .first()
    .getByRole('button', { name: /^Konfirmasi/ })
    .click();
  await filer.getByRole('dialog').getByTestId('decision-submit').click();
  await lists.expectToast(
    filer,
    'error',
    'Permintaan yang Anda ajukan atau ubah sendiri harus dikonfirmasi oleh petugas lain',
  );
  // Still pending: someone else confirms it.
  await filer.keyboard.press('Escape');
  await expect(lists.rows(filer).filter({ hasText: 'Rp 12.345' }).first()).toContainText('Menunggu');
});
