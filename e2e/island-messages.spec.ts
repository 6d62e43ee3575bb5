import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { dialog, list } from './lists';

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

test('when the texts cannot be fetched the page says so in its language and stays; the next try opens the modal', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/customer');
  await page.route('**/vendor/messages/**', (route) => route.abort());
  await list(page).getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByTestId('island-unreachable')).toHaveText(
    'Server tidak dapat dihubungi. Coba lagi sebentar lagi.',
  );
  await expect(list(page)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await page.unroute('**/vendor/messages/**');
  await list(page).getByRole('button', { name: 'Tambah' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Tambah Nasabah' })).toBeVisible();
  await expect(page.getByTestId('island-unreachable')).toHaveCount(0);
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
