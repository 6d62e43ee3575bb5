import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { dialog, range, rows, search } from './lists';

// Issue 19: a list's rows are written once on the server as plain markup, with one listener for
// all of them. A page load carries them once (not again in the page's payload); Edit, the
// checkbox and the passbook link work on a page loaded as a document and on one opened inside
// the app.

const occurrences = (text: string, of: string) => text.split(of).length - 1;

test("a page load carries each row once, not again in the page's payload", async ({ page }) => {
  await signIn(page);
  const html = await (
    await page.request.get('/customer?size=10', { headers: { 'sec-fetch-dest': 'document' } })
  ).text();
  const labels = [...html.matchAll(/aria-label="(Edit [^"]+)"/g)].map((m) => m[1]!);
  expect(labels).toHaveLength(10);
  for (const label of labels) expect(occurrences(html, label), label).toBe(1);
});

test('Edit, the checkbox and the passbook link work on a loaded page and on the next one opened inside the app', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/customer?size=10');
  await expect(range(page)).toContainText('1-10 dari');
  // A marker the page keeps only while no new document loads.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  for (const pass of ['loaded', 'opened inside the app']) {
    const first = rows(page).first();
    const name = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('checkbox', { name: `Pilih ${name}`, exact: true }).check();
    await expect(page.getByTestId('bulk-bar'), pass).toContainText('1 dipilih');
    await page.getByRole('button', { name: 'Batal pilih' }).click();
    await expect(first.getByRole('checkbox', { name: `Pilih ${name}`, exact: true })).not.toBeChecked();

    await first.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await expect(dialog(page).getByLabel('Nama Depan'), pass).toHaveValue(name.split(' ')[0]!);
    await dialog(page).getByRole('button', { name: 'Tutup' }).first().click();
    await expect(dialog(page)).toHaveCount(0);

    if (pass === 'loaded') {
      await page.getByTestId('pager').getByRole('link', { name: 'Halaman berikutnya' }).click();
      await expect(range(page)).toContainText('11-20 dari');
    }
  }

  await rows(page).first().getByTestId('passbook-link').click();
  await expect(page).toHaveURL(/\/balance-data\/passbook\/\d+$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('Back to a list loaded as a page shows its rows again, and they still work', async ({ page }) => {
  await signIn(page);
  await page.goto('/customer?size=10');
  await expect(rows(page)).toHaveCount(10);
  const name = (await rows(page).first().locator('td').first().innerText()).trim();
  await rows(page).first().getByTestId('passbook-link').click();
  await expect(page).toHaveURL(/\/balance-data\/passbook\/\d+$/);
  await page.getByRole('link', { name: 'Transaksi' }).first().click();
  await expect(page).toHaveURL(/\/transaction$/);

  for (const step of ['back to the passbook', 'back to the list']) {
    await page.goBack();
    if (step === 'back to the passbook') await expect(page).toHaveURL(/\/passbook\//);
  }
  await expect(page).toHaveURL(/\/customer\?size=10$/);
  await expect(rows(page)).toHaveCount(10);
  await rows(page)
    .first()
    .getByRole('button', { name: `Edit ${name}`, exact: true })
    .click();
  await expect(dialog(page).getByLabel('Nama Depan')).toHaveValue(name.split(' ')[0]!);
});

test('the pager, its page to jump to and its page size open the list inside the app, a spinner in the link on its way', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/transaction?size=10');
  await expect(range(page)).toHaveText(/^1-10 dari \d+$/);
  // The pager is markup: its labels are in the document once, not again in the payload.
  const html = await (
    await page.request.get('/transaction?size=10', { headers: { 'sec-fetch-dest': 'document' } })
  ).text();
  expect(occurrences(html, 'Halaman berikutnya')).toBe(1);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The next page's answer waits until the spinner has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/transaction' && url.searchParams.get('page') === '2',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const next = page.getByTestId('pager').getByRole('link', { name: 'Halaman berikutnya' });
  await next.click();
  await expect(next.getByTestId('link-pending')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/transaction\?size=10&page=2$/);
  await expect(range(page)).toHaveText(/^11-20 dari \d+$/);
  await expect(page.getByTestId('link-pending')).toHaveCount(0);
  await page.unroute(() => true);

  await page.getByRole('spinbutton', { name: 'Ke halaman' }).fill('4');
  await page.getByRole('spinbutton', { name: 'Ke halaman' }).press('Enter');
  await expect(page).toHaveURL(/\/transaction\?size=10&page=4$/);
  await expect(range(page)).toHaveText(/^31-40 dari \d+$/);

  await page.getByTestId('page-size').selectOption('25');
  await expect(page).toHaveURL(/\/transaction\?size=25&page=1$/);
  await expect(range(page)).toHaveText(/^1-25 dari \d+$/);
  await expect(rows(page)).toHaveCount(25);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

/** The page's scripts wait until `release` (a cheap phone on a slow network). */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a page size chosen before the page's scripts have arrived still reloads the list", async ({ page }) => {
  await signIn(page);
  const release = await holdScripts(page);
  await page.goto('/transaction', { waitUntil: 'commit' });
  await page.getByTestId('page-size').selectOption('10');
  release();
  await expect(page).toHaveURL(/\/transaction\?size=10&page=1$/);
  await expect(range(page)).toHaveText(/^1-10 dari \d+$/);
  await expect(rows(page)).toHaveCount(10);
});

test("a row ticked before the page's scripts have arrived stays ticked and is in the bulk bar", async ({ page }) => {
  await signIn(page);
  const release = await holdScripts(page);
  await page.goto('/customer?size=10', { waitUntil: 'commit' });
  const box = rows(page).first().getByRole('checkbox');
  await box.check();
  release();
  await expect(page.getByTestId('bulk-bar')).toContainText('1 dipilih');
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Batal pilih' }).click();
  await expect(box).not.toBeChecked();
});

test("a search typed before the page's scripts have arrived is searched when they come", async ({ page }) => {
  await signIn(page);
  const release = await holdScripts(page);
  await page.goto('/customer?size=10', { waitUntil: 'commit' });
  const name = (await rows(page).nth(3).locator('td').first().innerText()).trim();
  await page.getByRole('searchbox', { name: 'Cari data' }).fill(name);
  release();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  await expect(rows(page).first()).toContainText(name);
  await expect(page.getByRole('searchbox', { name: 'Cari data' })).toHaveValue(name);
});

test("a search the URL loses from elsewhere (the sidebar's link to the list) leaves the box too", async ({ page }) => {
  await signIn(page);
  await page.goto('/customer?size=10');
  const name = (await rows(page).nth(1).locator('td').first().innerText()).trim();
  await search(page, name);
  await expect(rows(page).first()).toContainText(name);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Nasabah', exact: true }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('searchbox', { name: 'Cari data' })).toHaveValue('');
  await expect(range(page)).toHaveText(/^1-50 dari \d+$/);
});

test("the saved views opened before the page's scripts have arrived fill when they come", async ({ page }) => {
  await signIn(page);
  const release = await holdScripts(page);
  await page.goto('/customer', { waitUntil: 'commit' });
  await page.getByTestId('saved-views').click();
  release();
  await expect(page.getByText('Belum ada tampilan tersimpan')).toBeVisible();
  await expect(page.getByLabel('Simpan tampilan ini sebagai')).toBeVisible();
});

test("a filter's Tampilkan semua pressed while its search box's code is on its way still clears the filter", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/bsu?collectorId=1');
  await expect(page.getByTestId('collector-filter')).toBeVisible();
  const release = await holdScripts(page);
  await page.getByRole('button', { name: 'Tampilkan semua' }).click();
  await expect(page).toHaveURL(/collectorId=1/);
  release();
  await expect(page).not.toHaveURL(/collectorId/);
  // The clear has gone with the filter: the focus is on the box that came, its list closed.
  const box = page.getByRole('combobox', { name: 'Saring menurut Bank Sampah Induk', exact: true });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

// What a list's buttons and checkboxes do loads with the first hover, focus or use of one
// (components/list/list-behaviour.tsx): what is pressed while it is on its way still happens,
// the picks in the order they were made.
test('a row button pressed and boxes ticked while their code is on its way still open and pick, in order', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/customer?size=10');
  await expect(rows(page)).toHaveCount(10);
  const release = await holdScripts(page);
  const names = await Promise.all(
    [1, 0].map(async (i) => (await rows(page).nth(i).locator('td').first().innerText()).trim()),
  );
  for (const name of names) await page.getByRole('checkbox', { name: `Pilih ${name}`, exact: true }).check();
  await page.getByRole('button', { name: `Edit ${names[0]}`, exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  release();
  await expect(dialog(page).getByLabel('Nama Depan')).toHaveValue(names[0]!.split(' ')[0]!);
  await dialog(page).getByRole('button', { name: 'Tutup' }).first().click();
  await expect(page.getByTestId('bulk-bar')).toContainText('2 dipilih');
  await page.getByRole('button', { name: 'Hapus terpilih' }).click();
  await expect(page.getByTestId('bulk-names').locator('li')).toHaveText(names);
});
