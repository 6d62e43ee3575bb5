import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { signIn } from './helpers';
import { dialog, list, rows } from './lists';

// Issue 19: the texts of what loads on demand (a list's modals, the customizer, the account
// dialogs) come with its code, from an address cached for a year, not in every page's payload.

const pageLoad = { headers: { 'sec-fetch-dest': 'document' } };
// Texts only a list's modals use (form.discardQuestion, deleteConfirm.body).
const modalTexts = ['Buang perubahan yang belum disimpan?', 'Apakah anda yakin akan menghapus item ini ?'];

test("a list page carries none of its modals' texts; they come with the modal, cached for a year", async ({ page }) => {
  await signIn(page);
  const html = await (await page.request.get('/customer', pageLoad)).text();
  expect(html).toContain('Data Nasabah');
  for (const text of modalTexts) expect(html, text).not.toContain(text);

  await page.goto('/customer');
  const messages = page.waitForResponse((response) => response.url().includes('/vendor/messages/in/'));
  await list(page).getByRole('button', { name: 'Tambah' }).click();
  const answer = await messages;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(JSON.stringify(await answer.json())).toContain(modalTexts[0]);
  await expect(dialog(page).getByRole('heading', { name: 'Tambah Nasabah' })).toBeVisible();
  await expect(dialog(page).getByText('Nama Depan', { exact: false }).first()).toBeVisible();
});

test('an address naming an unknown language or namespace answers 404, and another version is not kept', async ({
  request,
}) => {
  expect((await request.get('/vendor/messages/xx/form')).status()).toBe(404);
  expect((await request.get('/vendor/messages/in/form,__proto__')).status()).toBe(404);
  const stale = await request.get('/vendor/messages/in/form?v=old');
  expect(stale.status()).toBe(200);
  expect(stale.headers()['cache-control']).toBe('no-cache');
});

// Everything a page itself needs has loaded by then: any chunk asked for after is one loaded on
// demand, any messages those of an island.
const CODE = '**/_next/static/**';
const MESSAGES = '**/vendor/messages/**';
const dropCode = (page: Page) => page.route(CODE, (route) => route.abort());
const restoreCode = (page: Page) => page.unroute(CODE);
/** On the sign-in page, once it has loaded, and from now on no code arrives. */
async function openLoginWithoutCode(page: Page) {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await dropCode(page);
}

/** Signed in, on `path`, and from now on no code arrives. */
async function openWithoutCode(page: Page, path: string) {
  await signIn(page);
  await page.goto(path);
  await dropCode(page);
}

for (const [what, dropped] of [
  ['texts', MESSAGES],
  ['code', CODE],
] as const)
  test(`when a modal's ${what} cannot be fetched the page says so in its language and stays; the next try opens the modal`, async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/customer');
    await page.route(dropped, (route) => route.abort());
    await list(page).getByRole('button', { name: 'Tambah' }).click();
    await expect(page.getByTestId('island-unreachable')).toHaveText(
      'Server tidak dapat dihubungi. Coba lagi sebentar lagi.',
    );
    await expect(list(page)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    await page.unroute(dropped);
    await list(page).getByRole('button', { name: 'Tambah' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Tambah Nasabah' })).toBeVisible();
    await expect(page.getByTestId('island-unreachable')).toHaveCount(0);
  });

test("when the customizer's code cannot be fetched the page says so and stays; the next click opens it", async ({
  page,
}) => {
  await openWithoutCode(page, '/dashboard');
  const cog = page.getByRole('button', { name: 'Buka pengaturan tampilan' });
  await cog.click();
  await expect(page.getByTestId('island-unreachable')).toHaveText(
    'Server tidak dapat dihubungi. Coba lagi sebentar lagi.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await restoreCode(page);
  await cog.click();
  await expect(page.getByRole('dialog', { name: 'Pengaturan Tampilan' })).toBeVisible();
});

test("when the bulk bar's code cannot be fetched the list says so and the row stays ticked; the next pick brings the bar", async ({
  page,
}) => {
  await openWithoutCode(page, '/customer?size=10');
  const first = rows(page).nth(0).getByRole('checkbox');
  await first.check();
  await expect(page.getByTestId('island-unreachable')).toHaveText(
    'Server tidak dapat dihubungi. Coba lagi sebentar lagi.',
  );
  await expect(first).toBeChecked();
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);

  await restoreCode(page);
  await rows(page).nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('2 dipilih');
  await expect(page.getByTestId('island-unreachable')).toHaveCount(0);
});

test("when a filter's search box cannot be fetched its stand-in stays and says so; the next focus brings the box", async ({
  page,
}) => {
  await openWithoutCode(page, '/bsu');
  const standIn = page.getByTestId('collector-filter');
  await standIn.click();
  await expect(page.getByTestId('island-unreachable')).toHaveText('Pilihan tidak dapat dimuat');
  await expect(standIn).toBeVisible();

  await restoreCode(page);
  await standIn.click();
  await expect(page.getByRole('combobox', { name: 'Saring menurut Bank Sampah Induk', exact: true })).toBeVisible();
  await expect(page.getByTestId('island-unreachable')).toHaveCount(0);
});

test("when the sign-in form's validator cannot be fetched, leaving a field says so too; the next time the field checks its entry", async ({
  page,
}) => {
  await openLoginWithoutCode(page);
  const email = page.getByLabel('Email');
  await email.fill('bukan-email');
  await email.press('Tab');
  await expect(page.getByTestId('login-error')).toHaveText('Server tidak dapat dihubungi. Coba lagi sebentar lagi.');

  await restoreCode(page);
  await email.focus();
  await email.press('Tab');
  await expect(page.getByText('Format email tidak valid')).toBeVisible();
});

test("when the sign-in form's validator cannot be fetched the form says so in its language; the next try signs in", async ({
  page,
}) => {
  await openLoginWithoutCode(page);
  await page.getByLabel('Email').fill(E2E.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Server tidak dapat dihubungi. Coba lagi sebentar lagi.');
  await expect(page).toHaveURL(/\/login/);

  await restoreCode(page);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
